/** `div.admonition` from the pipeline gets an accessible role and an icon; other divs pass through. */
import type { HTMLAttributes } from 'react';

const ICONS: Record<string, string> = { note: 'ℹ️', tip: '💡', info: 'ℹ️', warning: '⚠️', danger: '🔥', caution: '⚠️' };

export function Admonition(props: HTMLAttributes<HTMLDivElement> & { 'data-admonition'?: string }) {
  const kind = props['data-admonition'];
  if (!kind) return <div {...props} />;
  const { children, className, ...rest } = props;
  return (
    <div className={className} role="note" {...rest}>
      <span className="admonition-icon" aria-hidden="true">
        {ICONS[kind] ?? 'ℹ️'}
      </span>
      {children}
    </div>
  );
}
