/**
 * Loads a dataset for a chart. JSON goes through racing-bars' loadData; CSV is parsed here:
 * racing-bars' CSV reader (d3-dsv) builds its row objects with `new Function`, which the site's
 * Content-Security-Policy (no 'unsafe-eval') refuses. Rows come out as d3-dsv gives them: one
 * object per line, keyed by the header, every value a string.
 */
import type { Data, WideData } from 'racing-bars';

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into header-keyed rows; TSV with a tab delimiter. */
export function parseCsv(text: string, delimiter = ','): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [header = [], ...rows] = records.filter((r) => !(r.length === 1 && r[0] === ''));
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

export async function loadRows(url: string, type: 'csv' | 'tsv' | 'json' | 'xml'): Promise<Data[] | WideData[]> {
  if (type === 'json' || type === 'xml') {
    const { loadData } = await import('racing-bars');
    return loadData(url, type);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Failed to load ${url}: ${response.status} ${response.statusText}`);
  return parseCsv(await response.text(), type === 'tsv' ? '\t' : ',') as unknown as Data[] | WideData[];
}
