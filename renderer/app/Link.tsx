/**
 * Every link the site renders. Internal links navigate client-side after preloading the next
 * page and preload it on hover or focus (app/prefetch-visible.ts prefetches the links in view);
 * external links open safely in a new tab.
 */
import { type AnchorHTMLAttributes, type MouseEvent, useCallback } from 'react';
import { useStableNavigate } from './navigate.tsx';
import { navigateWithPreload, prefetch } from './navigation.ts';
import { isExternalUrl, withBase } from './site.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

export function Link({ to, children, onClick, target, rel, ...rest }: LinkProps) {
  const navigate = useStableNavigate();
  const external = isExternalUrl(to);
  const handleClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (external || to.startsWith('#') || (target && target !== '_self') || !isPlainClick(event)) return;
      event.preventDefault();
      void navigateWithPreload(to, navigate);
    },
    [external, navigate, onClick, target, to],
  );
  if (external) {
    return (
      <a href={to} target={target ?? '_blank'} rel={rel ?? 'noopener noreferrer'} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={to.startsWith('#') ? to : withBase(to)}
      target={target}
      rel={rel}
      onClick={handleClick}
      onMouseEnter={() => !to.startsWith('#') && prefetch(to)}
      onFocus={() => !to.startsWith('#') && prefetch(to)}
      {...rest}
    >
      {children}
    </a>
  );
}
