import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';
import { startWatch } from '../../../cli/commands/watch.ts';
import { afterEdit, readTree, tempCopy } from '../../helpers/watch.ts';
import { mulberry32 } from '../../../content/datasets/random.ts';
import { built } from '../../helpers/site.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/watch/basic');
const EDITS = 300;


const valid = (n: number) => `# Page ${n}\n\n## Section ${n}\n\nSee [the intro](/) and [details](/second#details).\n`;
const invalid = [
  (n: number) => `---\ntitle: [broken ${n}\n---\n\n# Broken\n`,
  (n: number) => `# Broken ${n}\n\n[nowhere](/missing-${n})\n`,
  (n: number) => `# Broken ${n}\n\n<div>unclosed\n`,
  (n: number) => `# Broken ${n}\n\n{${n} + 1}\n`,
  (n: number) => `# Broken ${n}\n\n[bad anchor](/second#nope-${n})\n`,
];

it('survives 300 random edits and ends with exactly the artifacts of a clean build', async () => {
  const root = await tempCopy(FIXTURE);
  const site = path.join(root, 'site');
  const docs = path.join(site, 'docs', 'extra');
  const out = path.join(root, 'out');
  const random = mulberry32(20261121);
  const watch = startWatch(site, { outDir: out, cacheDir: path.join(root, 'cache'), debounceMs: 15 });
  await watch.ready;
  let cycles = 0;
  let patched = 0;
  watch.subscribe((cycle) => {
    cycles++;
    if (cycle.patched) patched++;
  });
  await writeFile(path.join(site, 'docs', 'placeholder.md'), valid(0));
  const { mkdir } = await import('node:fs/promises');
  await mkdir(docs, { recursive: true });
  try {
    for (let i = 1; i <= EDITS; i++) {
      const files = (await readdir(docs)).filter((f) => f.endsWith('.md'));
      const pick = () => path.join(docs, files[Math.floor(random() * files.length)]);
      const roll = random();
      if (files.length === 0 || roll < 0.25) await writeFile(path.join(docs, `page-${i}.md`), valid(i));
      else if (roll < 0.4) await writeFile(pick(), valid(i));
      else if (roll < 0.58) {
        // Inside the body only (title and first paragraph kept): these cycles patch the last one.
        const file = pick();
        const text = await readFile(file, 'utf8').catch(() => '');
        await writeFile(file, random() < 0.5 ? `${text}\nMore ${i}, with [a section](/second#details).\n` : text.replace(/^## .*$/m, `## Part ${i}`));
      } else if (roll < 0.75) await writeFile(pick(), invalid[Math.floor(random() * invalid.length)](i));
      else if (roll < 0.88) await rm(pick());
      else await rename(pick(), path.join(docs, `renamed-${i}.md`));
      // Mostly one edit per cycle, sometimes a burst that has to be coalesced.
      if (random() < 0.7) await new Promise((resolve) => setTimeout(resolve, 5 + random() * 40));
    }
    // Make everything valid again; the last cycle must then equal a clean build.
    const final = await afterEdit(
      watch,
      async () => {
        for (const file of (await readdir(docs)).filter((f) => f.endsWith('.md'))) await writeFile(path.join(docs, file), valid(9999));
        await writeFile(path.join(site, 'docs', 'placeholder.md'), valid(10000));
      },
      (c) => c.exitCode === 0 && c.trigger.includes('docs/placeholder.md'),
      30_000,
    );
    expect(final.diagnostics).toEqual([]);
    expect(cycles).toBeGreaterThan(20);
    expect(patched).toBeGreaterThan(5);
    const clean = built(await runPipeline(createSession(), site, { artifacts: true }));
    const onDisk = await readTree(out);
    expect([...onDisk.keys()].sort()).toEqual([...clean.artifacts!.keys()].sort());
    for (const [file, text] of clean.artifacts!) expect(onDisk.get(file), file).toBe(text);
  } finally {
    await watch.close();
    await rm(root, { recursive: true, force: true });
  }
}, 180_000);
