/** A generated docs.config site for the site-build tests: many docs, so the prerender has several shares of routes. */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A docs.config site of `count` docs in folders, each linking to its neighbours. */
export function fixtureSite(count: number): Record<string, string> {
  const files: Record<string, string> = {
    'docs.config.ts': "export default { title: 'Shares', url: 'https://shares.example', baseUrl: '/', themeConfig: { navbar: { title: 'Shares', items: [{ to: '/topic-0/page-0', label: 'Docs', position: 'left' }] } } };\n",
    'pages/index.md': '# Shares\n\nStart with [the first page](/topic-0/page-0).\n',
  };
  for (let i = 0; i < count; i++) {
    const topic = `topic-${i % 4}`;
    const next = `/topic-${(i + 1) % 4}/page-${i + 1 < count ? i + 1 : 0}`;
    const blocks = [
      `---\nsidebar_position: ${i}\ndescription: Page ${i} of the fixture.\n---`,
      `# Page ${i}`,
      `Text of page ${i} with **bold**, \`code\` and [the next page](${next}).`,
      '## Options {#options}',
      `| name | value |\n| --- | --- |\n${Array.from({ length: (i % 5) + 1 }, (_, row) => `| option ${row} | ${row * i} |`).join('\n')}`,
      `:::tip\nA tip on page ${i}.\n:::`,
      `\`\`\`js\nconst page = ${i};\nconsole.log(page);\n\`\`\``,
      `### Details of ${i}\n\nMore text, and back to [the options](#options).`,
    ];
    files[`docs/${topic}/page-${i}.md`] = `${blocks.join('\n\n')}\n`;
  }
  return files;
}

export async function writeSite(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
}

/** The files of a built site whose name `take` accepts (all by default), by path relative to it, sorted. */
export async function builtFiles(siteOut: string, take: (name: string) => boolean = () => true): Promise<Map<string, Buffer>> {
  const entries = await readdir(siteOut, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && take(e.name)).map((e) => path.relative(siteOut, path.join(e.parentPath, e.name)));
  return new Map(await Promise.all(files.sort().map(async (file) => [file, await readFile(path.join(siteOut, file))] as const)));
}
