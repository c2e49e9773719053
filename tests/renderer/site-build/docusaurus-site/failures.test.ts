/**
 * What fails in a build with the site's own Docusaurus comes back as diagnostics, all of them,
 * each at the file it is about: a plugin that throws while the site loads (at the config), an
 * import the bundler cannot resolve (where the page writes it), pages that throw while rendering
 * (each at its source), a postBuild that throws (at the config); never a stack trace.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDocusaurusSite } from '../../../../renderer/site-build/docusaurus-site/build-site.ts';
import { copyDocusaurusFixture, type FixtureCopy } from '../../../helpers/docusaurus-install.ts';

let copy: FixtureCopy | undefined;
afterEach(async () => {
  await copy?.remove();
  copy = undefined;
});

/** The fixture with its hello plugin's body replaced, and any files written over. */
async function buildChanged(prefix: string, change: { plugin?: (text: string) => string; files?: Record<string, string> }) {
  copy = await copyDocusaurusFixture(prefix);
  const plugin = path.join(copy.site, 'plugins', 'hello-plugin.js');
  if (change.plugin) await writeFile(plugin, change.plugin(await readFile(plugin, 'utf8')));
  for (const [file, text] of Object.entries(change.files ?? {})) await writeFile(path.join(copy.site, file), text);
  return buildDocusaurusSite({ siteDir: copy.site, outDir: path.join(copy.tmp, 'out'), ssrDir: path.join(copy.tmp, 'ssr') });
}

const brief = (outcome: Awaited<ReturnType<typeof buildDocusaurusSite>>) =>
  'problems' in outcome ? outcome.problems.map((d) => [d.code, d.file, d.line, d.column, d.route, d.message]) : outcome;

describe('a Docusaurus build that fails', () => {
  it("says a plugin that throws while the site loads at the site's config", async () => {
    const outcome = await buildChanged('docusaurus-fail-load', {
      plugin: (text) => text.replace("return { greeting: 'Hello from a local plugin' };", "throw new Error('the greeting file is missing');"),
    });
    expect(brief(outcome)).toEqual([
      ['docusaurus-error', 'docusaurus.config.js', 1, 1, undefined, 'Docusaurus could not load the site: the greeting file is missing'],
    ]);
  }, 120_000);

  it('says an import the bundler cannot resolve where the page writes it', async () => {
    const outcome = await buildChanged('docusaurus-fail-bundle', {
      files: { 'docs/guide/setup.md': "# Setting up\n\nimport Missing from './missing-chart';\n\n<Missing />\n" },
    });
    expect(brief(outcome)).toEqual([
      ['bundle-error', 'docs/guide/setup.md', 3, 21, undefined, expect.stringMatching(/^the bundler refused it: .*missing-chart/)],
    ]);
  }, 120_000);

  it('says every page that throws while rendering, each at its source', async () => {
    const throwing = "import React from 'react';\nexport default function Broken() {\n  throw new Error('no data for the chart');\n}\n";
    const outcome = await buildChanged('docusaurus-fail-render', {
      files: {
        'src/components/Broken.js': throwing,
        'docs/intro.md': "# Introduction\n\nimport Broken from '@site/src/components/Broken';\n\n<Broken />\n",
        'docs/guide/setup.md': "# Setting up\n\nimport Broken from '@site/src/components/Broken';\n\n<Broken />\n",
      },
    });
    expect(brief(outcome)).toEqual([
      ['render-error', 'docs/guide/setup.md', 1, 1, '/docs/guide/setup', 'rendering /docs/guide/setup failed: no data for the chart'],
      ['render-error', 'docs/intro.md', 1, 1, '/docs/intro', 'rendering /docs/intro failed: no data for the chart'],
    ]);
  }, 120_000);

  it("says a postBuild that throws once the pages are written, at the site's config", async () => {
    const outcome = await buildChanged('docusaurus-fail-postbuild', {
      plugin: (text) => text.replace('    async contentLoaded(', "    async postBuild() {\n      throw new Error('the search index could not be written');\n    },\n    async contentLoaded("),
    });
    expect(brief(outcome)).toEqual([
      ['docusaurus-error', 'docusaurus.config.js', 1, 1, undefined, 'the plugin hello-plugin failed after the pages were written (postBuild): the search index could not be written'],
    ]);
  }, 120_000);
});
