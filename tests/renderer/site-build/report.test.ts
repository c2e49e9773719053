/**
 * What a site build tells its reader (renderer/site-build/report.ts): a line per phase, its time
 * only when verbose, and a progress bar drawn over itself on a terminal only.
 */
import { describe, expect, it } from 'vitest';
import { createBuildReport, duration, progressLine } from '../../../renderer/site-build/report.ts';

function reportInto(verbose: boolean, terminal: boolean) {
  const lines: string[] = [];
  const drawn: string[] = [];
  const report = createBuildReport({ log: (line) => lines.push(line), verbose, ...(terminal ? { terminal: { write: (text: string) => drawn.push(text) } } : {}) });
  return { report, lines, drawn };
}

describe('the site build report', () => {
  it('says each phase in one line, with its time only when verbose', () => {
    const quiet = reportInto(false, false);
    quiet.report.phase('prerendered 104 pages on 2 threads', 1630);
    const verbose = reportInto(true, false);
    verbose.report.phase('prerendered 104 pages on 2 threads', 1630);
    verbose.report.phase("wrote the gallery's code and thumbnails", 13_040);
    expect(quiet.lines).toEqual(['prerendered 104 pages on 2 threads']);
    expect(verbose.lines).toEqual(['prerendered 104 pages on 2 threads in 1630 ms', "wrote the gallery's code and thumbnails in 13.0 s"]);
  });

  it('draws no bar without a terminal', () => {
    const { report, lines, drawn } = reportInto(false, false);
    report.progress('prerendering', 16, 104);
    expect([lines, drawn]).toEqual([[], []]);
  });

  it('draws the bar over itself once per percent, and clears it before the next line', () => {
    const { report, lines, drawn } = reportInto(false, true);
    report.progress('prerendering', 1, 400);
    report.progress('prerendering', 2, 400); // still 0 %: not drawn again
    report.progress('prerendering', 400, 400);
    report.phase('prerendered 400 pages on 2 threads', 900);
    const bar = (done: number) => `\r\x1b[2K${progressLine('prerendering', done, 400)}`;
    expect(drawn).toEqual([bar(1), bar(400), '\r\x1b[2K']);
    expect(lines).toEqual(['prerendered 400 pages on 2 threads']);
  });

  it('lays out the bar as label, 24 cells and the count', () => {
    expect(progressLine('prerendering', 52, 104)).toBe(`prerendering ${'█'.repeat(12)}${'░'.repeat(12)} 52/104`);
    expect(progressLine('prerendering', 0, 0)).toBe(`prerendering ${'█'.repeat(24)} 0/0`);
  });

  it('gives times under ten seconds in milliseconds, longer ones in seconds', () => {
    expect([duration(8.4), duration(9_999), duration(10_000), duration(22_640)]).toEqual(['8 ms', '9999 ms', '10.0 s', '22.6 s']);
  });
});
