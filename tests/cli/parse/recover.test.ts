/** A page that does not parse keeps the headings, ids and links written before its error. */
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../helpers/parse-page.ts';

describe('a page with a parse error', () => {
  it('keeps the headings and links before the error, and reports the error', async () => {
    const page = await parsePage('# Guide\n\n## Install\n\nSee [setup](/docs/setup).\n\n## Use it\n\nA stray < brace { here\n\n## After\n');
    expect(page.doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['9:23 parse-error']);
    expect(page.headings).toEqual(['1 - Guide', '2 install Install', '2 use-it Use it']);
    expect(page.doc.anchors).toEqual(['install', 'use-it']);
    expect(page.links).toEqual(['5:5 a href /docs/setup']);
  });

  it('cuts before an element left open, which MDX reports at the end of the file', async () => {
    const page = await parsePage('# T\n\n## Before\n\n<div>\n\n## Inside\n\n[x](/docs/x)\n');
    expect(page.doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['5:1 parse-error']);
    expect(page.headings).toEqual(['1 - T', '2 before Before']);
    expect(page.links).toEqual([]);
  });

  it('keeps nothing when the first line already fails', async () => {
    const page = await parsePage('<div\n\n## Heading\n');
    expect(page.doc.headings).toEqual([]);
    expect(page.doc.diagnostics.map((d) => d.code)).toEqual(['parse-error']);
  });
});
