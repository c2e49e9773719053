/**
 * Every link the site renders. Internal links navigate client-side after preloading the next
 * page and preload it on hover or focus (prefetch-visible.ts prefetches the links in view);
 * external links open safely in a new tab. Only the props named here reach the `<a>`, and an
 * `<a>` of a page body adds its other attributes as hast-to-react passed them (plain values).
 */
import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, useCallback } from 'react';
import { isDangerousUrl } from '../../../schema/urls.ts';
import type { ElementProps } from './element-props.ts';
import { useStableNavigate } from './navigate.tsx';
import { navigateWithPreload, prefetch } from './navigation.ts';
import { useThemeSession } from './session.ts';
import { isExternalUrl, withBase } from './site.ts';

export interface LinkProps {
  to: string;
  children?: ReactNode;
  id?: string;
  className?: string;
  title?: string;
  target?: string;
  rel?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-current'?: AnchorHTMLAttributes<HTMLAnchorElement>['aria-current'];
  'aria-label'?: string;
  'data-search-hit'?: string;
  /** the other attributes of an `<a>` in a page body (ContentLink), as hast-to-react made them */
  attributes?: Omit<ElementProps, 'children'>;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

export function Link(props: LinkProps) {
  const { to, children, id, className, title, target, rel, onClick, attributes } = props;
  const navigate = useStableNavigate();
  const session = useThemeSession();
  const external = isExternalUrl(to);
  const handleClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (external || to.startsWith('#') || (target && target !== '_self') || !isPlainClick(event)) return;
      event.preventDefault();
      void navigateWithPreload(session, to, navigate);
    },
    [external, navigate, onClick, session, target, to],
  );
  const common = { id, className, title, 'aria-current': props['aria-current'], 'aria-label': props['aria-label'], 'data-search-hit': props['data-search-hit'] };
  // The config refuses such URLs; a link that can run code still never becomes an href.
  if (isDangerousUrl(to)) {
    return (
      <a {...attributes} {...common}>
        {children}
      </a>
    );
  }
  if (external) {
    return (
      <a {...attributes} {...common} href={to} target={target ?? '_blank'} rel={rel ?? 'noopener noreferrer'}>
        {children}
      </a>
    );
  }
  return (
    <a
      {...attributes}
      {...common}
      href={to.startsWith('#') ? to : withBase(to)}
      target={target}
      rel={rel}
      onClick={handleClick}
      onMouseEnter={() => !to.startsWith('#') && prefetch(session.pages, to)}
      onFocus={() => !to.startsWith('#') && prefetch(session.pages, to)}
    >
      {children}
    </a>
  );
}
