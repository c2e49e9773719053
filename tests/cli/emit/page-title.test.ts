/** A Markdown page's title as its artifact says to show it: its leading `# h1`, as Docusaurus shows it (also beside a frontmatter title, which goes to <title>), and nothing when it has none. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageArtifact, RoutesArtifact } from '../../../schema/artifacts.ts';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';
import { built, makeTemp, removeTemp } from '../../helpers/site.ts';

let dir = '';
afterEach(async () => {
  if (dir) await removeTemp(dir);
});

async function pages(files: Record<string, string>): Promise<Record<string, Pick<PageArtifact, 'title' | 'hideTitle' | 'contentTitle'>>> {
  dir = await makeTemp();
  for (const [file, text] of Object.entries({ 'docs.config.json': JSON.stringify({ title: 'T', url: 'https://example.test', docs: false }), ...files })) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  const { artifacts } = built(await runPipeline(createSession(), dir, { artifacts: true }));
  const routes = JSON.parse(artifacts!.get('routes.json')!) as RoutesArtifact;
  const out: Record<string, Pick<PageArtifact, 'title' | 'hideTitle' | 'contentTitle'>> = {};
  for (const route of routes.routes.filter((r) => r.kind === 'page')) {
    const page = JSON.parse(artifacts!.get(route.data)!) as PageArtifact;
    out[route.path] = { title: page.title, hideTitle: page.hideTitle, ...(page.contentTitle !== undefined ? { contentTitle: page.contentTitle } : {}) };
  }
  return out;
}

describe('a Markdown page of the pages folder', () => {
  it('shows its leading # heading as its title, and no title when it has none', async () => {
    expect(
      await pages({
        'pages/about.md': '# About\n\nWho we are.\n',
        'pages/notes.mdx': '---\ntitle: Notes\n---\n\nNo heading here.\n',
        'pages/later.md': 'Text first.\n\n# A heading later\n',
      }),
    ).toEqual({
      '/about': { title: 'About', hideTitle: false },
      '/later': { title: 'later', hideTitle: true },
      '/notes': { title: 'Notes', hideTitle: true },
    });
  });

  it('shows its leading # heading as its H1 when its frontmatter title differs, which stays the title of the document', async () => {
    expect(
      await pages({
        'pages/team.md': '---\ntitle: Our team\n---\n\n# Meet the people\n\nWho we are.\n',
        'pages/same.md': '---\ntitle: Same\n---\n\n# Same\n\nText.\n',
      }),
    ).toEqual({
      '/same': { title: 'Same', hideTitle: false },
      '/team': { title: 'Our team', hideTitle: false, contentTitle: 'Meet the people' },
    });
  });
});

describe('a doc', () => {
  it('shows its leading # heading as its H1 when its frontmatter title differs, which stays the title of the document and the sidebar', async () => {
    dir = await makeTemp();
    const files: Record<string, string> = {
      'docs.config.json': JSON.stringify({ title: 'T', url: 'https://example.test' }),
      'docs/intro.md': '---\ntitle: Start here\n---\n\n# Getting started\n\nText.\n',
      'docs/same.md': '---\ntitle: Same\n---\n\n# Same\n\nText.\n',
      'docs/plain.md': '# Plain\n\nText.\n',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    const { artifacts } = built(await runPipeline(createSession(), dir, { artifacts: true }));
    const routes = JSON.parse(artifacts!.get('routes.json')!) as RoutesArtifact;
    const docs: Record<string, Pick<PageArtifact, 'title' | 'contentTitle'>> = {};
    for (const route of routes.routes.filter((r) => r.kind === 'doc')) {
      const page = JSON.parse(artifacts!.get(route.data)!) as PageArtifact;
      docs[route.path] = { title: page.title, ...(page.contentTitle !== undefined ? { contentTitle: page.contentTitle } : {}) };
    }
    expect(docs).toEqual({
      '/intro': { title: 'Start here', contentTitle: 'Getting started' },
      '/plain': { title: 'Plain' },
      '/same': { title: 'Same' },
    });
  });
});
