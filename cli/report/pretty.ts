/** Human output: grouped by file, `file:line:col`, the reason, a one-line code frame, "did you mean", and a summary (unless `summary` is false). */
import { codeFrameColumns } from '@babel/code-frame';
import pc from 'picocolors';
import type { Report } from './report.ts';

/** A file name as one line: a control character in it (a folder named with a newline) shown escaped (`\n`, `\u007f`). */
function shownPath(file: string): string {
  const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what must not reach the terminal raw
  return file.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function formatPretty(report: Report): string {
  const c = pc.createColors(report.color);
  const byFile = new Map<string, typeof report.diagnostics>();
  for (const d of report.diagnostics) {
    const list = byFile.get(d.file) ?? [];
    list.push(d);
    byFile.set(d.file, list);
  }
  const lines: string[] = [];
  for (const [file, list] of byFile) {
    const shown = shownPath(file);
    // A finding of no one file (a route a plugin makes from code) is the site's: no place to point at.
    lines.push(c.underline(file === '' ? '(the site)' : shown));
    for (const d of list) {
      const level = d.level === 'error' ? c.red('error') : d.level === 'warn' ? c.yellow('warn ') : c.blue('info ');
      lines.push(`  ${file === '' ? '' : `${c.dim(`${shown}:${d.line}:${d.column}`)}  `}${level}  ${d.message}  ${c.dim(d.code)}`);
      const text = report.texts.get(file);
      if (text) {
        const frame = codeFrameColumns(text, { start: { line: d.line, column: d.column } }, { linesAbove: 0, linesBelow: 0, highlightCode: false, forceColor: false });
        if (frame.trim()) lines.push(...frame.split('\n').map((l) => `    ${c.dim(l)}`));
      }
      if (d.hint) lines.push(`    ${c.cyan('hint:')} ${d.hint}`);
    }
    lines.push('');
  }
  if (report.summary === false) return `${lines.join('\n')}\n`;
  // Info notes are printed above, never counted.
  const errors = report.diagnostics.filter((d) => d.level === 'error').length;
  const warnings = report.diagnostics.filter((d) => d.level === 'warn').length;
  const computed = report.computedLinks ? ` · ${report.computedLinks} link${report.computedLinks === 1 ? '' : 's'} not checked: computed in JSX` : '';
  const summary = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} · ${report.files} files, ${report.routes} routes${computed} · ${(report.durationMs / 1000).toFixed(2)} s`;
  lines.push(errors ? c.red(`✖ ${summary}`) : warnings ? c.yellow(`⚠ ${summary}`) : c.green(`✔ ${summary}`));
  return `${lines.join('\n')}\n`;
}
