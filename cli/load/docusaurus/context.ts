/**
 * What one mapping of a Docusaurus config gathers as it goes: its notes (info lines, the
 * deprecation warning), where each normalised section came from in the source (for positions
 * of validation errors) and the route globs of plugins it cannot run.
 */
import type { Diagnostic, DiagnosticCode } from '../../../schema/diagnostic.ts';
import { inertPackageOf } from '../../core/inert.ts';
import type { Point } from '../../core/point.ts';
import { diagnostic } from '../../diagnostics/create.ts';
import { locateKeyPath, locateQuoted } from '../../diagnostics/position.ts';

export type KeyPath = readonly (string | number)[];

export interface MappingContext {
  /** site-relative name of the config file */
  file: string;
  text: string;
  notes: Diagnostic[];
  /** each note said so far, by its code, place and message as first said: the note and how many times it was said */
  said: Map<string, { note: Diagnostic; times: number }>;
  /** normalised key path → the source key path it was read from */
  origins: [normalised: KeyPath, source: KeyPath][];
  /** routes of plugins docs-cli does not run, as `checks.externalRoutes` globs */
  externalRoutes: string[];
  /** import aliases (`@components` → a folder), from docusaurus-plugin-module-alias, as `checks.moduleAliases` */
  moduleAliases: Record<string, string>;
  /** names of remark, rehype and recma plugins, in the order the config lists them */
  markdownPlugins: string[];
}

export function createContext(file: string, text: string): MappingContext {
  return { file, text, notes: [], said: new Map(), origins: [], externalRoutes: [], moduleAliases: {}, markdownPlugins: [] };
}

/**
 * A note, said once for its place: a config that makes several plugin instances from one literal
 * (`packages.map((name) => ['docusaurus-plugin-typedoc', { … }])`) gets one note there, counting them.
 */
export function note(context: MappingContext, code: DiagnosticCode, message: string, place: Point): void {
  const key = `${code}\0${place.line}:${place.column}\0${message}`;
  const same = context.said.get(key);
  if (!same) {
    const said = diagnostic({ code, message, file: context.file, place });
    context.notes.push(said);
    context.said.set(key, { note: said, times: 1 });
    return;
  }
  same.times += 1;
  same.note.message = `${message} (${same.times} times)`;
}

/** Where a source key path is in the config text (the last key found on the way). */
export function at(context: MappingContext, path: KeyPath): Point {
  return locateKeyPath(context.text, path);
}

/** Where a quoted name is in the config text, else where `fallback` is. */
export function atName(context: MappingContext, name: string, fallback: KeyPath): Point {
  return locateQuoted(context.text, name) ?? at(context, fallback);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && inertPackageOf(value) === undefined;
}

/** A value that is code, not data: a function, or a package's stand-in. */
export function isCode(value: unknown): boolean {
  return typeof value === 'function' || inertPackageOf(value) !== undefined;
}

/** What a plugin value is called: its stand-in's package, its function's name, or its string. */
export function nameOf(value: unknown): string {
  const stoodIn = inertPackageOf(value);
  if (stoodIn) return stoodIn;
  if (typeof value === 'function') return value.name || '(anonymous function)';
  return String(value);
}
