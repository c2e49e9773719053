/** A one-line parse progress counter on an interactive terminal; silent otherwise and for small sites. */
export function progress(enabled: boolean): ((done: number, total: number) => void) | undefined {
  if (!enabled || !process.stderr.isTTY) return undefined;
  let last = 0;
  return (done, total) => {
    if (total < 100) return;
    const now = Date.now();
    if (done < total && now - last < 100) return;
    last = now;
    process.stderr.write(`\rparsing ${done}/${total}${done === total ? '\r\x1b[K' : ''}`);
  };
}
