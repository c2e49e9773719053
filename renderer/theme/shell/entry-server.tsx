/** Prerender entry (built by Vite in SSR mode): one route's HTML from its data, waiting for lazy parts, and what its components add to the head. */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App.tsx';
import { type InitialData, seed } from '../base/data.ts';
import { HeadCollectorContext } from '../base/head-collector.ts';
import { type HeadElements, mergeHeadElements } from '../base/head-elements.ts';
import { withBase } from '../base/site.ts';
import { REACT_ID_PREFIX } from '../../../schema/reserved-ids.ts';
import { createThemeSession } from '../base/session.ts';

export { pageTitle } from '../base/head.ts';
export { colorModeScript } from '../base/color-mode-script.ts';
/** One page: its HTML, what its components add to the head, and the content components it could not render. */
export async function render(initial: InitialData): Promise<{ html: string; head: HeadElements; unknownComponents: string[] }> {
  // A session of its own: nothing another page loaded or met is in this one.
  const session = { ...createThemeSession(), unknownComponents: new Set<string>() };
  seed(session.pages, initial);
  const head = new Map<string, HeadElements>();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadCollectorContext.Provider value={head}>
        <StaticRouter location={withBase(initial.path)}>
          <App session={session} />
        </StaticRouter>
      </HeadCollectorContext.Provider>
    </StrictMode>,
    // The browser hydrates with the same prefix: every useId id starts with the reserved one.
    // Every Suspense boundary in place however large (React moves large ones to the end of the
    // document with an inline script, which the pages' CSP refuses).
    { identifierPrefix: REACT_ID_PREFIX, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return { html: Buffer.concat(chunks).toString('utf8'), head: mergeHeadElements(head.values()), unknownComponents: [...session.unknownComponents] };
}
