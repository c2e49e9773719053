import { stripVTControlCharacters } from 'node:util';

/** What went wrong as Docusaurus says it, on one line (its logger's colours off, its lists run together). */
export function oneLine(error: unknown): string {
  const text = stripVTControlCharacters(String((error as Error)?.message ?? error));
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}
