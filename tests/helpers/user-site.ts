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

/** A command that keeps running (`serve`, `dev`), with what it has printed so far. */
export interface Running {
  child: ChildProcess;
  output: () => string;
  /** resolves with the match once what it printed (stdout and stderr) matches; rejects if it exits first */
  until: (pattern: RegExp) => Promise<RegExpMatchArray>;
  /** SIGINT, as Ctrl-C sends it; resolves once it has exited */
  stop: () => Promise<void>;
}

/** Starts `file args` in `cwd` and watches what it prints. */
export function startCommand(file: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Running {
  const child = spawn(file, args, { cwd: options.cwd, env: options.env ?? userEnv });
  let output = '';
  let exited = false;
  const waiting = new Set<() => void>();
  const wake = () => {
    for (const look of [...waiting]) look();
  };
  const take = (chunk: Buffer) => {
    output += String(chunk);
    wake();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  child.once('exit', () => {
    exited = true;
    wake();
  });
  const until = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const look = () => {
        const found = output.match(pattern);
        if (found) resolve(found);
        else if (exited) reject(new Error(`${path.basename(file)} ${args.join(' ')} exited before printing ${pattern}: ${output}`));
        else return;
        waiting.delete(look);
      };
      waiting.add(look);
      look();
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
  return { child, output: () => output, until, stop };
}

/** `docs-cli serve` in the site folder, as `npm start` runs it; resolves with its URL once it listens. */
async function serve(cwd: string): Promise<{ child: ChildProcess; url: string }> {
  const running = startCommand(process.execPath, [DOCS_CLI, 'serve', '--port', '0'], { cwd });
  const [, url] = await running.until(/at (http:\/\/\S+?)\/?\n/);
  return { child: running.child, url };
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
