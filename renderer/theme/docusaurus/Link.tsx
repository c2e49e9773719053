/**
 * `@docusaurus/Link`: the site's Link (app/Link.tsx: client-side navigation with preload,
 * external links in a new tab with `noopener noreferrer`) with Docusaurus's props. `to` or `href`;
 * a path that already carries the base URL (from `useBaseUrl`) is not given it twice; a relative
 * one is read against the current page; `pathname:///x` is a plain link to a file of the site (no
 * client routing); `isNavLink` marks the link to the current page active. A `javascript:`,
 * `vbscript:` or `data:` URL is refused: the `<a>` has no target.
 */
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { routeKey } from '../../../schema/paths.ts';
import { isDangerousUrl } from '../../../schema/urls.ts';
import { Link as SiteLink } from '../base/Link.tsx';
import { isExternalUrl, withBase, withoutBase } from '../base/site.ts';

export interface LinkProps {
  to?: string;
  href?: string;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  id?: string;
  title?: string;
  target?: string;
  rel?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  activeClassName?: string;
  'aria-label'?: string;
  [attribute: `data-${string}` | `aria-${string}`]: string | number | boolean | undefined;
}

/** The other attributes the `<a>` gets: `data-*`, `aria-*` and a style, plain values only. */
function attributesOf(props: Record<string, unknown>): Record<string, string | number | boolean | CSSProperties> {
  const attributes: Record<string, string | number | boolean | CSSProperties> = {};
  for (const [name, value] of Object.entries(props)) {
    if (/^(data|aria)-/.test(name) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) attributes[name] = value;
  }
  if (props.style && typeof props.style === 'object') attributes.style = props.style as CSSProperties;
  return attributes;
}

export default function Link(props: LinkProps) {
  const { to, href, children, className, id, title, target, rel, onClick, autoAddBaseUrl = true, isNavLink, activeClassName = 'active' } = props;
  const location = useLocation();
  const here = withoutBase(location.pathname) ?? location.pathname;
  const url = to ?? href;
  const named = { id, title, 'aria-label': props['aria-label'] };
  const attributes = attributesOf(props as Record<string, unknown>);
  if (url === undefined || isDangerousUrl(url)) {
    return (
      <a {...attributes} {...named} className={className}>
        {children}
      </a>
    );
  }
  if (url.startsWith('pathname://') || (!autoAddBaseUrl && url.startsWith('/'))) {
    const path = url.startsWith('pathname://') ? url.slice('pathname://'.length) : url;
    return (
      <a {...attributes} {...named} className={className} href={autoAddBaseUrl ? withBase(path) : path} target={target} rel={rel} onClick={onClick}>
        {children}
      </a>
    );
  }
  let sitePath = url;
  if (!isExternalUrl(url) && !/^[#?]/.test(url)) {
    const resolved = new URL(url, `http://site.invalid${here}`);
    const path = withoutBase(resolved.pathname) ?? resolved.pathname;
    sitePath = path + resolved.search + resolved.hash;
  }
  const active = isNavLink && !isExternalUrl(sitePath) && routeKey(sitePath.replace(/[?#].*$/, '')) === routeKey(here);
  const classes = [className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <SiteLink to={sitePath} {...named} className={classes} target={target} rel={rel} onClick={onClick} aria-current={active ? 'page' : undefined} attributes={attributes}>
      {children}
    </SiteLink>
  );
}
