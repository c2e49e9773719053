/**
 * What a site build tells its reader, on standard error: one line per phase (how long each took
 * with --verbose), and on a terminal a bar for the phase that counts, pages prerendered of the
 * total, drawn over itself and then replaced by the phase's line. Nothing when the output is a
 * file or a CI log but the lines.
 */

export interface BuildReport {
  /** A phase is done: its line, with its time when verbose. */
  phase(line: string, ms: number): void;
  /** How far a counting phase is: drawn on a terminal, at most once per percent. */
  progress(label: string, done: number, total: number): void;
}

export interface ReportTarget {
  log: (line: string) => void;
  verbose: boolean;
  /** the terminal a bar is drawn on (process.stderr when it is one), or none */
  terminal?: { write(text: string): unknown; columns?: number };
}

const BAR_WIDTH = 24;

/** A phase's time as a reader reads it: milliseconds under ten seconds, else seconds. */
export function duration(ms: number): string {
  return ms < 10_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The bar's text: `label [█████░░░░░] done/total`. */
export function progressLine(label: string, done: number, total: number): string {
  const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
  return `${label} ${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)} ${done}/${total}`;
}

export function createBuildReport(target: ReportTarget): BuildReport {
  let drawn = false;
  let lastPercent = -1;
  const clear = () => {
    if (!drawn) return;
    target.terminal?.write('\r\x1b[2K');
    drawn = false;
    lastPercent = -1;
  };
  return {
    phase(line, ms) {
      clear();
      target.log(target.verbose ? `${line} in ${duration(ms)}` : line);
    },
    progress(label, done, total) {
      const terminal = target.terminal;
      if (!terminal) return;
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      if (percent === lastPercent) return;
      lastPercent = percent;
      terminal.write(`\r\x1b[2K${progressLine(label, done, total)}`);
      drawn = true;
    },
  };
}
