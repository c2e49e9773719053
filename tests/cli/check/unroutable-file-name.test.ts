/**
 * unroutable-file-name: a page whose file or folder name cannot be a URL segment is an error at
 * its file, never a page that takes another's route (`%2e%2e.md` took `/`) nor a crash of the
 * site build (a folder named with a newline); a name that is fine stays quiet.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';
import { writeSite } from '../../helpers/generated-site.ts';
import { makeTemp, removeTemp } from '../../helpers/site.ts';

const CONFIG = "export default { title: 'T', url: 'https://example.com', markdown: { mdxCode: 'compile' } };\n";

let site: string;
beforeEach(async () => {
  site = await makeTemp();
});
afterEach(async () => {
  await removeTemp(site);
});

async function findings(files: Record<string, string>) {
  await writeSite(site, { 'docs.config.ts': CONFIG, 'pages/index.md': '# Home\n', ...files });
  const result = await runPipeline(createSession(), site, { artifacts: false });
  return {
    exitCode: result.exitCode,
    found: result.diagnostics.filter((d) => d.code === 'unroutable-file-name' || d.code === 'duplicate-route').map((d) => ({ code: d.code, level: d.level, file: d.file, line: d.line, column: d.column, message: d.message })),
  };
}

describe('unroutable-file-name', () => {
  it('is an error at a doc named %2e%2e.md, which no longer takes the home page\'s route', async () => {
    expect(await findings({ 'docs/%2e%2e.md': '# Dots\n' })).toEqual({
      exitCode: 1,
      found: [
        {
          code: 'unroutable-file-name',
          level: 'error',
          file: 'docs/%2e%2e.md',
          line: 1,
          column: 1,
          message: 'the name "%2e%2e" in "docs/%2e%2e.md" holds "%2e", which a URL reads as an escaped character (the name reads as ".."), so it cannot be part of the page\'s URL',
        },
      ],
    });
  });

  it('is an error at each page and partial in a folder whose name holds a newline', async () => {
    const result = await findings({ 'docs/odd\nfolder/page.mdx': "import Part from './_part.mdx';\n\n# Page\n\n<Part />\n", 'docs/odd\nfolder/_part.mdx': 'Shared words.\n' });
    expect(result.exitCode).toBe(1);
    expect(result.found.map((d) => [d.file, d.line, d.column])).toEqual([
      ['docs/odd\nfolder/_part.mdx', 1, 1],
      ['docs/odd\nfolder/page.mdx', 1, 1],
    ]);
    expect(result.found[1].message).toBe('the name "odd\\nfolder" in "docs/odd\\nfolder/page.mdx" holds a control character (U+000A), which no URL path can carry, so it cannot be part of the page\'s URL');
  });

  it.each([
    ['docs/what?.md', 'holds "?", which would end the URL\'s path and start its query'],
    ['docs/a#b.md', 'holds "#", which would end the URL\'s path and start its fragment'],
    ['pages/100%25.md', 'holds "%25", which a URL reads as an escaped character ("%25" reads as "%")'],
    ['blog/2024-01-02-x%2Fy.md', 'holds "%2F", which a URL reads as an escaped character ("%2F" reads as "/")'],
  ])('is an error at %s', async (file, reason) => {
    const result = await findings({ [file]: '# Title\n' });
    expect(result.found.map((d) => d.message)).toEqual([`the name ${JSON.stringify(file.split('/').pop()?.replace(/\.md$/, ''))} in ${JSON.stringify(file)} ${reason}, so it cannot be part of the page's URL`]);
  });

  it('says nothing of names that make good URLs, or of an odd name whose page has a slug', async () => {
    expect(await findings({ 'docs/a b.md': '# Space\n', 'docs/café.md': '# Café\n', 'docs/100%.md': '# Percent\n', 'docs/%2e%2e.md': '---\nslug: /dots\n---\n# Dots\n' })).toEqual({ exitCode: 0, found: [] });
  });

  it('makes two pages on one route an error in a docs.config site', async () => {
    const result = await findings({ 'docs/home.md': '---\nslug: /\n---\n# Also home\n' });
    expect(result).toEqual({
      exitCode: 1,
      found: [expect.objectContaining({ code: 'duplicate-route', level: 'error' })],
    });
  });
});
