/**
 * `@theme/Admonition`: the site's admonition (the markup `:::tip` makes, with its SVG icon) from
 * props: `type` (Docusaurus's kinds and aliases; an unknown one shows as info), `title` (the
 * kind's name by default), `icon` in place of the kind's.
 */
import type { ReactNode } from 'react';
import { AdmonitionIcon } from '../content/AdmonitionIcon.tsx';

const TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution' };
/** Docusaurus's other names of the kinds. */
const ALIASES: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip' };

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export default function Admonition({ type = 'note', title, icon, className, children }: AdmonitionProps) {
  const named = ALIASES[type] ?? type;
  const kind = Object.hasOwn(TITLES, named) ? named : 'info';
  return (
    <div className={`admonition admonition-${kind}${className ? ` ${className}` : ''}`} data-admonition={kind} role="note">
      {icon === undefined ? (
        <AdmonitionIcon kind={kind} />
      ) : (
        <span className="admonition-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <div className="admonition-heading">{title ?? TITLES[kind]}</div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
