import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { createSession } from '../../cli/pipeline/session.ts';
import { built } from '../helpers/site.ts';

const site = path.resolve(import.meta.dirname, '../../content');

describe('the racing-bars site in content/', () => {
  it('checks with no errors and no warnings', async () => {
    const result = await runPipeline(createSession(), site, { artifacts: false });
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it('puts the Overview page at / and the category indexes at /category/*', async () => {
    const result = built(await runPipeline(createSession(), site, { artifacts: false }));
    const paths = result.model!.routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/features', '/category/documentation', '/category/gallery', '/category/guides', '/playground', '/search']));
    expect(result.model!.sidebars.docs[0]).toMatchObject({ type: 'doc', id: 'introduction', label: 'Overview', href: '/' });
  });
});
