/**
 * The playground page's component. The prerendered page, and the page until the browser has
 * mounted it, shows the default demo's program as plain text, so there is code to read before any
 * script runs; the editor (CodeMirror), the preview and the compilers are in their own chunks,
 * loaded only when this component mounts.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { demoCode } from '../gallery/codegen.ts';
import { getDemo } from '../gallery/demos.ts';
import './PlaygroundPage.css';

const PlaygroundApp = lazy(() => import('./Playground.tsx'));

function DefaultCode() {
  const demo = getDemo('default');
  return (
    <div className="playground-static" aria-busy="true" data-testid="playground-loading">
      <pre className="playground-static-code">
        <code>{demo ? demoCode(demo, 'js') : ''}</code>
      </pre>
    </div>
  );
}

export default function Playground() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <DefaultCode />;
  return (
    <Suspense fallback={<DefaultCode />}>
      <PlaygroundApp />
    </Suspense>
  );
}
