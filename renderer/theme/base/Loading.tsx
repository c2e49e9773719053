export function Spinner() {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

export function LoadError({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p>{error.message}</p>
      <button type="button" className="button" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
