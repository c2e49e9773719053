/** Which pages are modules of the site's code (a page artifact's `module`): compile mode's pages with code and React pages; none in data mode. */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from '../../helpers/generated-site.ts';
import { built, makeTemp, removeTemp, runSite } from '../../helpers/site.ts';

const HELLO = "import Layout from '@theme/Layout';\n\nexport default function Hello() {\n  return <Layout title=\"Hello\"><h1>Hello</h1></Layout>;\n}\n";

/** Each page artifact's route → its module (null: none). */
function modules(artifacts: Map<string, string>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [file, text] of artifacts) {
    if (!file.startsWith('pages/')) continue;
    const page = JSON.parse(text) as { route: string; module?: string; kind: string };
    if (page.kind === 'doc' || page.kind === 'page' || page.kind === 'blog-post') out[page.route] = page.module ?? null;
  }
  return out;
}

let tmp: string;
beforeAll(async () => {
  tmp = await makeTemp('docs-cli-page-modules-');
});
afterAll(() => removeTemp(tmp));

describe('page modules', () => {
  it('in compile mode are the MDX pages and posts with ESM or expressions (not comments or plain JSX) and the React pages', async () => {
    const dir = path.join(tmp, 'compile');
    await writeSite(dir, {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false } }]] };\n",
      'blog/2026-01-02-post.mdx': '---\ntitle: Post\n---\nexport const n = 2;\n\nThe post has {n} parts.\n',
      'docs/esm.mdx': "import X from '@site/src/x';\n\n# Esm\n\nText\n",
      'docs/expression.mdx': '# Expression\n\nTwo is {1 + 1}.\n',
      'docs/prop.mdx': '# Prop\n\n<details open={true}>x</details>\n',
      'docs/comment.mdx': '# Comment\n\n{/* a comment */}\n\n<details>plain JSX</details>\n',
      'docs/plain.md': '# Plain\n\nText\n',
      'src/x.js': 'export default 1;\n',
      'src/pages/hello.tsx': HELLO,
    });
    const result = built(await runSite(dir));
    expect(modules(result.artifacts!)).toEqual({
      '/blog/2026/01/02/post': 'blog/2026-01-02-post.mdx',
      '/docs/comment': null,
      '/docs/esm': 'docs/esm.mdx',
      '/docs/expression': 'docs/expression.mdx',
      '/docs/plain': null,
      '/docs/prop': 'docs/prop.mdx',
      '/hello': 'src/pages/hello.tsx',
    });
    expect(result.diagnostics.filter((d) => d.code === 'react-page-not-rendered')).toEqual([]);
  });

  it('in data mode are none, and each React page is said once not to be rendered', async () => {
    const dir = path.join(tmp, 'data');
    await writeSite(dir, {
      // A docs.config site's pages are Markdown unless its include names scripts too.
      'docs.config.ts': "export default { title: 'T', url: 'https://t.example', baseUrl: '/', pages: { include: ['**/*.{md,mdx,tsx}'] } };\n",
      'docs/intro.mdx': "import X from './x';\n\n# Intro\n\nText\n",
      'pages/hello.tsx': HELLO,
    });
    const result = built(await runSite(dir));
    expect(modules(result.artifacts!)).toEqual({ '/hello': null, '/intro': null });
    expect(result.diagnostics.filter((d) => d.code === 'react-page-not-rendered').map((d) => [d.file, d.line, d.column, d.level])).toEqual([['pages/hello.tsx', 1, 1, 'info']]);
  });
});
