/**
 * Every link the site renders. Internal links navigate client-side after preloading the next
 * page, prefetch when they come into view and preload on hover; external links open safely in a
 * new tab.
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

/** The visibility prefetcher loads after the page, not with it: it only matters once the page is idle. */
let visibility: Promise<typeof import('./prefetch-visible.ts')> | undefined;
function prefetchWhenVisible(link: HTMLAnchorElement): () => void {
  let stop: (() => void) | undefined;
  let detached = false;
  visibility ??= import('./prefetch-visible.ts');
  visibility.then((m) => {
    if (!detached) stop = m.prefetchWhenVisible(link);
  }, () => {});
  return () => {
    detached = true;
    stop?.();
  };
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
  const watch = useCallback((element: HTMLAnchorElement | null) => (element && !external && !to.startsWith('#') ? prefetchWhenVisible(element) : undefined), [external, to]);
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
      ref={watch}
      onMouseEnter={() => !to.startsWith('#') && prefetch(to)}
      onFocus={() => !to.startsWith('#') && prefetch(to)}
      {...rest}
    >
      {children}
    </a>
  );
}
