/** GitHub Actions workflow commands: one annotation per finding (`info`: a notice). */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { Report } from './report.ts';

const COMMAND: Record<Diagnostic['level'], string> = { error: 'error', warn: 'warning', info: 'notice' };

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function formatGithub(report: Report): string {
  // A workflow runs in the repository's root: an annotation's file is named from there (`website/docs/x.md`).
  const base = report.fileBase ? `${report.fileBase.replace(/\/$/, '')}/` : '';
  return report.diagnostics
    .map((d) => {
      // A finding of no one file is an annotation of the run, not of a line.
      const props = d.file === '' ? [] : [`file=${escapeProperty(base + d.file)}`, `line=${d.line}`, `col=${d.column}`];
      if (d.file !== '' && d.endLine) props.push(`endLine=${d.endLine}`);
      if (d.file !== '' && d.endColumn) props.push(`endColumn=${d.endColumn}`);
      props.push(`title=${escapeProperty(d.code)}`);
      const message = d.hint ? `${d.message} (${d.hint})` : d.message;
      return `::${COMMAND[d.level]} ${props.join(',')}::${escapeData(message)}\n`;
    })
    .join('');
}
