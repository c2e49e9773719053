/**
 * Whether the emit stage keeps what it built for the next build in this process: `watch` turns
 * it on, and unchanged pages, search shards and term counts are then reused from cycle to cycle.
 * A one-off build keeps nothing beyond the run: at 10,000 pages the kept copies of every page
 * body and search record would cost hundreds of megabytes for nothing.
 */
let keeping = false;

export function keepForNextBuild(on: boolean): void {
  keeping = on;
}

export function keepsForNextBuild(): boolean {
  return keeping;
}
