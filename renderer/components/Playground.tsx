/**
 * The playground page's component. The editor (CodeMirror), the preview and the compilers are
 * in their own chunks, loaded only when this component renders.
 */
import { lazy, Suspense } from 'react';

const PlaygroundApp = lazy(() => import('../playground/Playground.tsx'));

export default function Playground() {
  return (
    <Suspense fallback={<div className="client-only-placeholder" style={{ minHeight: 600 }} aria-busy="true" data-testid="playground-loading" />}>
      <PlaygroundApp />
    </Suspense>
  );
}
