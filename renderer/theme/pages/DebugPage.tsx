/**
 * The debug pages: every route in a table (as Docusaurus's debug routes page lists them), the
 * other artifacts as collapsible JSON. Each fetches its artifacts in the browser once the page has
 * hydrated: the prerendered page is a small shell, whatever the size of the site (a large site's
 * routes table or content.json would make a page of megabytes, rendered again by every build).
 */
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import type { ContentArtifact, RoutesArtifact } from '../../../schema/artifacts.ts';
import { Spinner } from '../base/Loading.tsx';
import type { PageData } from '../base/data.ts';
import { Link } from '../base/Link.tsx';
import { ScrollableTable } from '../content/ScrollableTable.tsx';
import { useArtifact } from './debug-artifacts.ts';
import { routeRows } from './debug-routes.ts';
import './debug.css';

const FILES: Record<string, string> = {
  config: 'config.json',
  content: 'content.json',
  globalData: 'globalData.json',
  metadata: 'metadata.json',
  registry: 'registry.json',
  routes: 'routes.json',
};

function JsonNode({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  if (value === null || typeof value !== 'object') {
    return (
      <div className="json-leaf">
        <span className="json-key">{name}:</span> <span className="json-value">{JSON.stringify(value)}</span>
      </div>
    );
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return (
    <details className="json-node" open={depth < 1}>
      <summary>
        <span className="json-key">{name}</span> <span className="json-count">{Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`}</span>
      </summary>
      {entries.map(([k, v]) => (
        <JsonNode key={k} name={k} value={v} depth={depth + 1} />
      ))}
    </details>
  );
}

function Failed({ message }: { message: string }) {
  return <p role="alert">{message}</p>;
}

function JsonFile({ file }: { file: string }) {
  const loaded = useArtifact(file);
  return 'error' in loaded ? <Failed message={loaded.error} /> : <JsonNode name={file} value={loaded.data} depth={0} />;
}

/** Rendered once the page has hydrated: the prerendered HTML leaves the artifacts out. */
function InBrowser({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <Suspense fallback={<Spinner />}>{children}</Suspense> : <Spinner />;
}

function RoutesTable() {
  const routes = useArtifact<RoutesArtifact>('routes.json');
  const content = useArtifact<ContentArtifact>('content.json');
  if ('error' in routes) return <Failed message={routes.error} />;
  if ('error' in content) return <Failed message={content.error} />;
  const rows = routeRows(routes.data.routes, content.data);
  return (
    <>
      <p>
        {rows.length} route{rows.length === 1 ? '' : 's'}, in the order of <code>routes.json</code>.
      </p>
      <ScrollableTable className="debug-routes">
        <thead>
          <tr>
            <th scope="col">Path</th>
            <th scope="col">Kind</th>
            <th scope="col">Component</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path}>
              <td>
                <Link to={row.path}>
                  <code>{row.path}</code>
                </Link>
              </td>
              <td>{row.kind}</td>
              <td>
                <code>{row.component}</code>
              </td>
              <td>{row.source.startsWith('(') ? row.source : <code>{row.source}</code>}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </>
  );
}

export default function DebugPage({ page }: { page: PageData }) {
  const name = page.id ?? 'index';
  const file = FILES[name];
  return (
    <div className="page-layout debug-page markdown">
      <h1>{page.title}</h1>
      <nav aria-label="Debug pages">
        <ul className="debug-links">
          {Object.keys(FILES).map((key) => (
            <li key={key}>
              <Link to={`/__docs/debug/${key}`}>{key}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {name === 'routes' ? (
        <InBrowser key={name}>
          <RoutesTable />
        </InBrowser>
      ) : file ? (
        <InBrowser key={file}>
          <JsonFile file={file} />
        </InBrowser>
      ) : null}
    </div>
  );
}
