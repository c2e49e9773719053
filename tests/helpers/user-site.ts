/**
 * A site folder outside the repository built and served as its user does: `docs-cli build --site`
 * then `docs-cli serve` run in the folder, with docs-cli from its install and the environment of a
 * user's shell.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO } from './site.ts';

export const DOCS_CLI = path.join(REPO, 'cli', 'bin.js');

/** The environment a user's shell has: none of the test runner's variables (NODE_ENV=test, VITEST…). */
export const userEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));

export interface Built {
  site: string;
  build: { code: number; stdout: string; stderr: string };
  /** `docs-cli serve` in the folder, when the site built */
  server?: { child: ChildProcess; url: string };
}

/** `docs-cli serve` in the site folder, as `npm start` runs it; resolves with its URL once it listens. */
function serve(cwd: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [DOCS_CLI, 'serve', '--port', '0'], { cwd, env: userEnv });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /at (http:\/\/\S+?)\/?\n/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.on('exit', (code) => reject(new Error(`docs-cli serve exited with ${code}: ${output}`)));
  });
}

/** `docs-cli build --site` in the site folder, then `docs-cli serve` there when it built; stop the server with `built.server.child.kill()`. */
export async function buildAndServe(site: string): Promise<Built> {
  const build = await promisify(execFile)(process.execPath, [DOCS_CLI, 'build', '--site'], { cwd: site, env: userEnv, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
  return { site, build, server: build.code === 0 ? await serve(site) : undefined };
}

/** The exit code, and the end of what the build said when it failed. */
export const outcome = (built: Built) => ({ code: built.build.code, error: built.build.code === 0 ? '' : built.build.stderr.slice(-2000) });
