/**
 * What a failed bundle build says, as plain data that crosses from the bundle worker: each of the
 * bundler's errors with its file and position (rolldown's `errors`, Vite's plugin errors), the
 * file system's error code when it was one (a full disk), and the first line of the message
 * without the bundler's colours and code frame. Never the stack: a content error is the site's,
 * not docs-cli's.
 */
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export interface BundleProblem {
  code: string;
  message: string;
  /** absolute, when the bundler named a file */
  file?: string;
  /** 1-based */
  line?: number;
  /** 1-based */
  column?: number;
}

export interface BundleFailure {
  message: string;
  problems: BundleProblem[];
  /** a file-system error (ENOSPC, EACCES) and its syscall, for the caller to say as one */
  errno?: { code: string; syscall: string };
}

/** The message's first line, colours and the `[CODE] ` label off. */
function firstLine(message: unknown): string {
  const text = stripVTControlCharacters(String(message ?? ''));
  const line = text.split('\n').find((l) => l.trim() !== '') ?? text;
  return line.replace(/^\s*\[[^\]]*\]\s*/, '').trim();
}

/** The file and place a code frame's header names (`╭─[ src/x.tsx:3:9 ]`, relative to the working directory), for errors that carry no file of their own. */
function framedPlace(message: unknown): { file: string; line: number; column: number } | undefined {
  const match = /\[\s*([^\]\s][^\]]*?):(\d+):(\d+)\s*\]/.exec(stripVTControlCharacters(String(message ?? '')));
  return match ? { file: path.resolve(match[1]), line: Number(match[2]), column: Number(match[3]) } : undefined;
}

/** The bundler's message names the file again, relative to the working directory: said once, by the diagnostic's file. */
function withoutFile(message: string, file: string | undefined): string {
  return message.replace(/ in (\S+)$/, (whole, named: string) => (file && path.resolve(named) === file ? '' : whole));
}

interface RawProblem {
  code?: unknown;
  plugin?: unknown;
  message?: unknown;
  id?: unknown;
  loc?: { file?: unknown; line?: unknown; column?: unknown };
}

function problemOf(raw: RawProblem): BundleProblem {
  const framed = framedPlace(raw.message);
  const file = typeof raw.loc?.file === 'string' ? raw.loc.file : typeof raw.id === 'string' ? raw.id.split('?')[0] : framed?.file;
  const line = typeof raw.loc?.line === 'number' ? raw.loc.line : framed?.line;
  // The bundler counts columns from 0; a frame's header from 1.
  const column = typeof raw.loc?.column === 'number' ? raw.loc.column + 1 : framed?.column;
  const code = typeof raw.code === 'string' ? raw.code : typeof raw.plugin === 'string' ? `PLUGIN_ERROR (${raw.plugin})` : 'BUNDLE_ERROR';
  const known = file && !file.startsWith('\0') ? file : undefined;
  return { code, message: withoutFile(firstLine(raw.message), known), ...(known ? { file: known } : {}), ...(line ? { line } : {}), ...(column ? { column } : {}) };
}

/** The operating system's error codes the bundler reports by number (`No space left on device (os error 28)`). */
const OS_ERRORS: Record<number, string> = { 13: 'EACCES', 28: 'ENOSPC', 30: 'EROFS', 122: 'EDQUOT' };

/**
 * A file-system error the bundler's native side met, which it reports as its own failure with a
 * backtrace ("Failed to write file in x … Caused by: No space left on device (os error 28)"):
 * said as Node says one (`ENOSPC: no space left on device, write 'x'`), without the backtrace.
 */
function nativeFileSystemError(message: unknown): { message: string; errno: { code: string; syscall: string } } | undefined {
  const text = stripVTControlCharacters(String(message ?? ''));
  const cause = /Caused by:\s*\n\s*(.+?) \(os error (\d+)\)/.exec(text);
  const code = cause && OS_ERRORS[Number(cause[2])];
  if (!cause || !code) return undefined;
  const file = /Failed to write file in (\S+)/.exec(text)?.[1];
  return { message: `${code}: ${cause[1].toLowerCase()}, write${file ? ` '${file}'` : ''}`, errno: { code, syscall: 'write' } };
}

export function bundleFailureOf(error: unknown): BundleFailure {
  const raw = (error ?? {}) as RawProblem & { errors?: RawProblem[]; syscall?: unknown };
  const problems = Array.isArray(raw.errors) && raw.errors.length > 0 ? raw.errors.map(problemOf) : [problemOf(raw)];
  const native = [raw, ...(Array.isArray(raw.errors) ? raw.errors : [])].map((one) => nativeFileSystemError(one.message)).find(Boolean);
  if (native) return { message: native.message, problems: [], errno: native.errno };
  const errno = typeof raw.code === 'string' && typeof raw.syscall === 'string' ? { errno: { code: raw.code, syscall: raw.syscall } } : {};
  return { message: firstLine(raw.message), problems, ...errno };
}

/** Thrown by buildBundlesInWorker: the build failed on what it bundled, or on the disk. */
export class BundleFailed extends Error {
  constructor(readonly failure: BundleFailure) {
    super(failure.message);
  }
}
