/** Runs the check pipeline in-process on a fixture site (of tests/fixtures/check, or another root) and trims its diagnostics for comparison. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { RunResult } from '../../cli/pipeline/result.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { createSession } from '../../cli/pipeline/session.ts';

export const CHECK_FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/check');
/** Docusaurus 3 sites, unchanged, each with what a real build reported in its NOTES.md. */
export const DOCUSAURUS_FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/docusaurus');
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type TrimmedDiagnostic = Pick<Diagnostic, 'code' | 'level' | 'file' | 'line' | 'column' | 'target'>;

export interface Expected {
  exitCode: number;
  diagnostics: TrimmedDiagnostic[];
}

export function fixtureDir(name: string, root = CHECK_FIXTURES): string {
  return path.join(root, name);
}

export function trim(d: Diagnostic): TrimmedDiagnostic {
  const out: TrimmedDiagnostic = { code: d.code, level: d.level, file: d.file, line: d.line, column: d.column };
  if (d.target !== undefined) out.target = d.target;
  return out;
}

export interface FixtureResult {
  exitCode: number;
  diagnostics: TrimmedDiagnostic[];
  /** the full diagnostics, for message and hint assertions */
  full: Diagnostic[];
  result: RunResult;
}

export async function checkFixture(name: string, root = CHECK_FIXTURES): Promise<FixtureResult> {
  const result = await runPipeline(createSession(), fixtureDir(name, root), { artifacts: false });
  return { exitCode: result.exitCode, diagnostics: result.diagnostics.map(trim), full: result.diagnostics, result };
}

/** The expected.json beside the fixture: `{ exitCode, diagnostics }`. */
export function expectedFor(name: string, root = CHECK_FIXTURES): Expected {
  return JSON.parse(readFileSync(path.join(fixtureDir(name, root), 'expected.json'), 'utf8')) as Expected;
}

/** Asserts that a fixture produces exactly its expected.json; returns the run for further assertions. */
export async function expectFixture(name: string, root = CHECK_FIXTURES): Promise<FixtureResult> {
  const run = await checkFixture(name, root);
  const expected = expectedFor(name, root);
  expect(run.diagnostics, `${name}/expected.json`).toEqual(expected.diagnostics);
  expect(run.exitCode, `${name}/expected.json exitCode`).toBe(expected.exitCode);
  return run;
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Spawns the real CLI (`node cli/bin.js …`) from the repository root, with extra environment variables when given. */
export function runCli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['cli/bin.js', ...args], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1', GITHUB_ACTIONS: '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
