/** Admonitions: Docusaurus's keywords, or those the docs plugin's `admonitions` option gives. */
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../helpers/parse-page.ts';

const PAGE = ':::security\n\nKeep keys secret.\n\n:::\n\n:::release-note[Version 2]\n\nA [missing link](/docs/admonition-missing).\n\n:::\n\n:::unknownkind\n\nNot configured.\n\n:::\n';

describe('admonition keywords', () => {
  it('renders configured custom keywords as admonitions and warns about the others', async () => {
    const page = await parsePage(PAGE, { admonitions: ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'security', 'release-note'] });
    expect(page.findings).toEqual([
      '13:1 warn parse-error: unknown container directive ":::unknownkind"; it renders as a plain block',
    ]);
    expect(page.doc.diagnostics[0].hint).toBe('admonitions are :::note, :::tip, :::info, :::warning, :::danger, :::caution, :::security, :::release-note');
    expect(page.links).toEqual(['9:3 a href /docs/admonition-missing']);
    const elements = JSON.parse(page.doc.body).children.filter((n: { type: string }) => n.type === 'element');
    const classes = elements.map((n: { properties: { className: string[] } }) => n.properties.className.join(' '));
    expect(classes).toEqual(['admonition admonition-security', 'admonition admonition-release-note', 'admonition admonition-unknownkind']);
  });

  it('warns about a custom keyword the site does not configure', async () => {
    const page = await parsePage(PAGE);
    expect(page.findings.map((f) => f.split(';')[0])).toEqual([
      '1:1 warn parse-error: unknown container directive ":::security"',
      '7:1 warn parse-error: unknown container directive ":::release-note"',
      '13:1 warn parse-error: unknown container directive ":::unknownkind"',
    ]);
  });

  it("takes Docusaurus's aliases secondary, success and important as admonitions, with no finding", async () => {
    const page = await parsePage(':::important\n\nRead this first.\n\n:::\n\n:::success[Done]\n\nBuilt.\n\n:::\n');
    const elements = JSON.parse(page.doc.body).children.filter((n: { type: string }) => n.type === 'element');
    expect([page.findings, elements.map((n: { properties: { className: string[] } }) => n.properties.className.join(' '))]).toEqual([[], ['admonition admonition-important', 'admonition admonition-success']]);
  });
});
