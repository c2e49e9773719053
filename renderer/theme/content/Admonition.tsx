/** `div.admonition` from the pipeline gets an accessible role and an icon; other divs pass through. */
import type { HTMLAttributes } from 'react';
import { AdmonitionIcon } from './AdmonitionIcon.tsx';

export function Admonition(props: HTMLAttributes<HTMLDivElement> & { 'data-admonition'?: string }) {
  const kind = props['data-admonition'];
  if (!kind) return <div {...props} />;
  const { children, className, ...rest } = props;
  return (
    <div className={className} role="note" {...rest}>
      <AdmonitionIcon kind={kind} />
      {children}
    </div>
  );
}
