/**
 * The page body: the hast tree from the pipeline rendered to React elements (hast-to-react.ts)
 * with the app's component map (ContentComponentsContext). Components are named in the content and looked up here. The
 * checker reports an unknown name at its element first (cli/check/unknown-component.ts), so a
 * build stops before rendering; one it could not see (a components map only code decides)
 * renders a visible placeholder here and fails the prerender, the last safeguard.
 */
import { memo, useContext } from 'react';
import { useThemeSession } from '../base/session.ts';
import type { HastRoot } from '../../../schema/artifacts.ts';
import { joinCodeRuns } from './code-runs.ts';
import { ContentComponentsContext } from './content-components.ts';
import { THEME_COMPONENTS } from '../../../schema/site-components.ts';
import { unwrapBlockComponents } from './block-components.ts';
import { type ComponentMap, hastToReact } from './hast-to-react.ts';
import { contentComponents, linkComponentProps } from '../../../schema/content-components.ts';

function UnknownComponent({ name }: { name: string }) {
  useThemeSession().unknownComponents?.add(name);
  return <div className="unknown-component" role="note">Unknown component &lt;{name}&gt;</div>;
}

/** The theme components that render blocks: never inside a paragraph (block-components.ts). */
const blockComponents: ReadonlySet<string> = new Set(THEME_COMPONENTS);

/** Memoised on the body: the layout re-renders on every location change (hash links too), the body only with new data. */
export const Content = memo(function Content({ body }: { body: HastRoot }) {
  // A build's check, or else its prerender, fails on any unknown name, so the built client never meets one.
  const components = useContext(ContentComponentsContext) as ComponentMap;
  const tree = joinCodeRuns(body);
  return hastToReact(__DOCS_THEME_COMPONENTS__ ? unwrapBlockComponents(tree, blockComponents) : tree, {
    components,
    // A site none of whose pages names a theme component checks `<Link>`'s props alone: the theme components' list stays out of its bundle.
    builtInProps: __DOCS_THEME_COMPONENTS__ ? contentComponents : linkComponentProps,
    Unknown: import.meta.env.DEV || import.meta.env.SSR ? UnknownComponent : undefined,
  });
});
