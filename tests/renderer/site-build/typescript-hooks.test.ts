import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const hooks = new URL('../../../renderer/site-build/typescript-hooks.mjs', import.meta.url).href;
const entry = new URL('../../fixtures/typescript-hooks/entry.ts', import.meta.url).href;
const outside = mkdtempSync(path.join(tmpdir(), 'docs-cli-hooks-'));
afterAll(() => rmSync(outside, { recursive: true, force: true }));

/** A fresh Node process with only docs-cli's hooks registered: what it prints when it imports `url` and calls `shown`. */
async function importWithHooks(url: string): Promise<string> {
  const script = `import { register } from 'node:module'; register(${JSON.stringify(hooks)}); const { shown } = await import(${JSON.stringify(url)}); console.log(JSON.stringify(shown('new')));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return stdout.trim();
}

describe('typescript-hooks', () => {
  it("compiles the package's TypeScript and TSX, which import packages as Node resolves them", async () => {
    expect(await importWithHooks(entry)).toBe('{"html":"<span class=\\"badge\\">new</span>"}');
  });

  it('leaves a TypeScript file outside the package to Node, which does not load it', async () => {
    const file = path.join(outside, 'elsewhere.ts');
    writeFileSync(file, 'export const shown = (label: string) => label;\n');
    await expect(importWithHooks(new URL(`file://${file}`).href)).rejects.toThrow(/ERR_UNKNOWN_FILE_EXTENSION/);
  });
});
