/** unknown-component, on tiny sites written to a temp folder: each finding at the element's name, with the names the site has. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Writes the files into a new site folder and runs `check` (or `build`) on it. */
async function run(files: Record<string, string>, artifacts = false) {
  const dir = await mkdtemp(path.join(tmpdir(), 'unknown-component-'));
  made.push(dir);
  for (const [file, text] of Object.entries({ 'docs.config.json': JSON.stringify({ title: 'T', url: 'https://example.test' }), ...files })) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  const result = await runPipeline(createSession(), dir, { artifacts });
  const found = result.diagnostics.filter((d) => d.code === 'unknown-component' || d.code === 'unread-components-map');
  return { exitCode: result.exitCode, found: found.map(({ file, line, column, code, level, message }) => ({ file, line, column, code, level, message })), full: found };
}

const THEME_MAP = `import MDXComponents from '@theme-original/MDXComponents';
import Chart from '@site/src/components/Chart';
import Callout from '@site/src/components/Callout';
import Badge from '@site/src/components/Badge';

export default { ...MDXComponents, Chart, Callout, Badge };
`;

describe('unknown-component', () => {
  it("accepts racing-bars' charts and demos on a site whose map declares them, as content/ does", async () => {
    const map = "import { components as racingBars } from './charts';\n\nexport const components = { RaceChart: racingBars.RaceChart, HomeChart: racingBars.HomeChart, GalleryDemo: racingBars.GalleryDemo };\n";
    const { found } = await run({ 'components/index.tsx': map, 'docs/a.mdx': '<RaceChart dataUrl="/d.csv" />\n\n<HomeChart />\n\n<GalleryDemo name="x" />\n' });
    expect(found).toEqual([]);
  });

  it("reports racing-bars' charts, demos and playground on a site that does not declare them: they are not built in", async () => {
    const { found } = await run({ 'docs/a.mdx': '<RaceChart dataUrl="/d.csv" />\n\n<GalleryDemo name="x" />\n\n<Playground />\n' });
    expect(found.map((d) => [d.line, d.column, d.code])).toEqual([
      [1, 2, 'unknown-component'],
      [3, 2, 'unknown-component'],
      [5, 2, 'unknown-component'],
    ]);
  });

  it('reports a component the site does not have at its name, with the closest name and, of many names available, the five closest', async () => {
    const page = ['# Guide', '', '<Chart />', '', '<div>', '  <Tabs>', '    <Chrat data="x" />', '  </Tabs>', '</div>', '', 'Text with <Callout /> and <Ui.Box /> inline.', ''].join('\n');
    const { exitCode, found, full } = await run({ 'src/theme/MDXComponents.tsx': THEME_MAP, 'docs/guide.mdx': page });
    expect(found).toEqual([
      {
        file: 'docs/guide.mdx',
        line: 7,
        column: 6,
        code: 'unknown-component',
        level: 'error',
        message: 'unknown component <Chrat> (did you mean <Chart>?); the closest of 11 components available: <Chart>, <Head>, <Badge>, <Callout>, <Link>',
      },
    ]);
    expect(full[0].hint).toBe("add the component to the site's components map, src/theme/MDXComponents.tsx");
    expect(exitCode).toBe(1);
  });

  it('reads the components export of components/index.tsx, and says there is no close name when none is', async () => {
    const map = "import { Box } from './Box';\n\nexport const components = { Box, 'Table': Box };\n";
    const { found } = await run({ 'components/index.tsx': map, 'docs/a.mdx': '<Box />\n\n<Zebra />\n' });
    expect(found.map((d) => [d.line, d.column, d.message])).toEqual([
      [3, 2, 'unknown component <Zebra>; the components available: <Admonition>, <Box>, <CodeBlock>, <Details>, <DocCardList>, <Head>, <Link>, <TabItem>, <Table>, <Tabs>'],
    ]);
  });

  it('lists only the built-in components for a site without a map, and names where a map goes', async () => {
    const { found, full } = await run({ 'docs/a.mdx': 'Intro.\n\n<Tab value="x">A</Tab>\n' });
    expect(found.map((d) => [d.file, d.line, d.column, d.message])).toEqual([
      ['docs/a.mdx', 3, 2, 'unknown component <Tab> (did you mean <Tabs>?); the components available: <Admonition>, <CodeBlock>, <Details>, <DocCardList>, <Head>, <Link>, <TabItem>, <Tabs>'],
    ]);
    expect(full[0].hint).toBe("add the component to the site's components map, src/theme/MDXComponents.tsx (or components/index.tsx)");
  });

  it('turns itself off with one info line at the map when its keys are computed', async () => {
    const map = "import Chart from './Chart';\n\nconst name = 'Chart';\nexport default {\n  Box: Chart,\n  [name]: Chart,\n};\n";
    const { exitCode, found } = await run({ 'src/theme/MDXComponents.js': map, 'docs/a.mdx': '<Nothing />\n' });
    expect(found).toEqual([
      {
        file: 'src/theme/MDXComponents.js',
        line: 6,
        column: 4,
        code: 'unread-components-map',
        level: 'info',
        message: 'the components map was not read: it has a computed key; the components pages name are not checked',
      },
    ]);
    expect(exitCode).toBe(0);
  });

  it('turns itself off when the map is made by a call', async () => {
    const map = "import { make } from './make';\n\nexport default make({ Box: 1 });\n";
    const { found } = await run({ 'src/theme/MDXComponents.ts': map, 'docs/a.mdx': '<Nothing />\n' });
    expect(found.map((d) => [d.line, d.column, d.level, d.message])).toEqual([[3, 16, 'info', 'the components map was not read: its map is computed by code (a call); the components pages name are not checked']]);
  });

  it("in compile mode, accepts what the page imports or exports itself, and lists them among the names available on that page", async () => {
    const config = JSON.stringify({ title: 'T', url: 'https://example.test', markdown: { mdxCode: 'compile' } });
    const page = [
      "import Widget from '@site/src/components/Widget';",
      "import { Card as Tile } from '@site/src/components/Card';",
      '',
      'export const Note = ({ children }) => <p>{children}</p>;',
      '',
      '<Widget />',
      '',
      '<Tile />',
      '',
      '<Note>Hi</Note>',
      '',
      '<Widgit />',
      '',
    ].join('\n');
    const { found } = await run({ 'docs.config.json': config, 'docs/a.mdx': page, 'docs/b.mdx': '<Widget />\n' });
    expect(found.map((d) => [d.file, d.line, d.column, d.message])).toEqual([
      ['docs/a.mdx', 12, 2, 'unknown component <Widgit> (did you mean <Widget>?); the closest of 11 components available: <Widget>, <Link>, <Tile>, <Details>, <Head>'],
      ['docs/b.mdx', 1, 2, 'unknown component <Widget>; the components available: <Admonition>, <CodeBlock>, <Details>, <DocCardList>, <Head>, <Link>, <TabItem>, <Tabs>'],
    ]);
  });

  it('in data mode, does not count what a page imports, but for the Markdown partials it renders: the import is not run', async () => {
    const page = "import Widget from '@site/src/components/Widget';\nimport Shared from './_shared.mdx';\n\n<Widget />\n\n<Shared />\n";
    const { found } = await run({ 'docs/a.mdx': page, 'docs/_shared.mdx': '## Shared\n\nText.\n' });
    expect(found.map((d) => [d.line, d.column])).toEqual([[4, 2]]);
  });

  it('fails a build as it fails a check, before anything is written', async () => {
    const { exitCode, found } = await run({ 'docs/a.mdx': '<Nope />\n' }, true);
    expect(found.map((d) => [d.file, d.line, d.column, d.code])).toEqual([['docs/a.mdx', 1, 2, 'unknown-component']]);
    expect(exitCode).toBe(1);
  });
});
