/**
 * `@docusaurus/Head`: its `<title>`, `<meta>` and `<link>` children go into the document head:
 * into the prerendered page's head (collected while prerendering), and in the browser while the
 * component is mounted (app/head-elements.ts). It renders nothing where it stands. Meta and link
 * elements keep the attributes the parser keeps in an MDX `<head>`; a link to a `javascript:`
 * (or other code-running) URL is left out. Other elements are looked into (MDX wraps a line of
 * elements in a paragraph), never rendered.
 */
import { Children, isValidElement, type ReactNode, useContext, useEffect, useId } from 'react';
import { HeadCollectorContext } from '../base/head-collector.ts';
import type { HeadElements } from '../base/head-elements.ts';
import { mountHeadElements, unmountHeadElements } from '../base/head-layer.ts';
import { useThemeSession } from '../base/session.ts';
import { isDangerousUrl } from '../../../schema/urls.ts';

/** React's prop names of the attributes a head element keeps, with their HTML names. */
const META_ATTRIBUTES: Record<string, string> = { name: 'name', property: 'property', content: 'content', charSet: 'charset', itemProp: 'itemprop', lang: 'lang' };
const LINK_ATTRIBUTES: Record<string, string> = {
  rel: 'rel',
  href: 'href',
  hrefLang: 'hreflang',
  type: 'type',
  sizes: 'sizes',
  media: 'media',
  title: 'title',
  as: 'as',
  crossOrigin: 'crossorigin',
  color: 'color',
};

function textOf(children: ReactNode): string {
  let text = '';
  Children.forEach(children, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += child;
    else if (isValidElement<{ children?: ReactNode }>(child)) text += textOf(child.props.children);
  });
  return text;
}

function attributesOf(props: Record<string, unknown>, names: Record<string, string>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [prop, html] of Object.entries(names)) {
    const value = props[prop] ?? props[html];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') attributes[html] = String(value);
  }
  return attributes;
}

/** The title, meta and link elements among `children`, however deep in other elements. */
export function headElementsOf(children: ReactNode): HeadElements {
  const head: HeadElements = { meta: [], links: [] };
  const visit = (nodes: ReactNode) =>
    Children.forEach(nodes, (child) => {
      if (!isValidElement<Record<string, unknown> & { children?: ReactNode }>(child)) return;
      if (child.type === 'title') head.title = textOf(child.props.children).trim();
      else if (child.type === 'meta') head.meta.push(attributesOf(child.props, META_ATTRIBUTES));
      else if (child.type === 'link') {
        const link = attributesOf(child.props, LINK_ATTRIBUTES);
        if (link.href === undefined || !isDangerousUrl(link.href)) head.links.push(link);
      } else visit(child.props.children);
    });
  visit(children);
  return head;
}

export default function Head({ children }: { children?: ReactNode }): null {
  const id = useId();
  const { head } = useThemeSession();
  const elements = headElementsOf(children);
  // Prerendering runs no effects: the page's collector takes the elements during the render.
  useContext(HeadCollectorContext)?.set(id, elements);
  const key = JSON.stringify(elements);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the elements are compared by their text, a new object each render
  useEffect(() => {
    mountHeadElements(head, id, elements);
    return () => unmountHeadElements(head, id);
  }, [head, id, key]);
  return null;
}
