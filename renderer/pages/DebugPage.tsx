/** The debug pages: the pipeline's artifacts as collapsible JSON. */
import { useEffect, useState } from 'react';
import type { PageData } from '../app/data.ts';
import { Link } from '../app/Link.tsx';
import { dataUrl } from '../app/site.ts';

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

export default function DebugPage({ page }: { page: PageData }) {
  const name = page.id ?? 'index';
  const file = FILES[name];
  const [data, setData] = useState<unknown>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!file) return;
    setData(undefined);
    fetch(dataUrl(file))
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then(setData, (e: Error) => setError(e.message));
  }, [file]);
  return (
    <div className="page-layout debug-page">
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
      {error ? <p role="alert">{error}</p> : null}
      {file && data !== undefined ? <JsonNode name={file} value={data} depth={0} /> : null}
    </div>
  );
}
