/** React's production CommonJS files read as ES modules by the client build (renderer/site-build/plugins/react-esm.ts). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst } from 'rolldown/parseAst';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonJsToEsm, defaultImportsAsNamespaces, reactProductionFiles } from '../../../../renderer/site-build/plugins/react-esm.ts';

const repo = path.resolve(import.meta.dirname, '../../../..');
const require = createRequire(import.meta.url);
const files = reactProductionFiles(repo);

/** The names an ES module exports, read from its `export { a as b }` statements. */
function exportedNames(code: string): string[] {
  const program = parseAst(code, { lang: 'js', sourceType: 'module' });
  return program.body
    .filter((statement) => statement.type === 'ExportNamedDeclaration')
    .flatMap((statement) => statement.specifiers.map((s) => (s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value))));
}

function importedModules(code: string): string[] {
  const program = parseAst(code, { lang: 'js', sourceType: 'module' });
  return program.body.filter((statement) => statement.type === 'ImportDeclaration').map((statement) => String(statement.source.value));
}

describe('commonJsToEsm on the installed React', () => {
  it.each([...files.entries()])('%s exports exactly what its CommonJS module exports', (_name, file) => {
    const esm = commonJsToEsm(readFileSync(file, 'utf8'), file);
    expect(exportedNames(esm).sort()).toEqual(Object.keys(require(file)).sort());
  });

  it('turns the top-level requires into namespace imports of the same modules', () => {
    const file = files.get('react-dom/client') as string;
    const esm = commonJsToEsm(readFileSync(file, 'utf8'), file);
    expect(importedModules(esm).sort()).toEqual(['react', 'react-dom', 'scheduler']);
    expect(esm).not.toMatch(/\brequire\(/);
  });

  describe('evaluated', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'react-esm-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    async function load(name: string): Promise<Record<string, unknown>> {
      const file = files.get(name) as string;
      const out = path.join(dir, `${name.replace('/', '-')}.mjs`);
      await writeFile(out, commonJsToEsm(readFileSync(file, 'utf8'), file));
      return import(pathToFileURL(out).href);
    }

    it('react: elements, contexts and the version are those of the CommonJS build', async () => {
      const esm = (await load('react')) as typeof import('react');
      const cjs = require(files.get('react') as string) as typeof import('react');
      expect(esm.version).toBe(cjs.version);
      const typeOf = (element: unknown) => (element as { $$typeof: symbol }).$$typeof;
      const element = esm.createElement('div', { id: 'x' }, 'text');
      expect(typeOf(element)).toBe(typeOf(cjs.createElement('div')));
      expect(element.props).toEqual({ id: 'x', children: 'text' });
      expect(esm.createContext(1).Provider).toBeDefined();
    });

    it('scheduler: a scheduled callback runs, and unstable_now (assigned in a branch) is live', async () => {
      const scheduler = (await load('scheduler')) as { unstable_now: () => number; unstable_scheduleCallback: (priority: number, callback: () => void) => unknown; unstable_NormalPriority: number };
      expect(typeof scheduler.unstable_now()).toBe('number');
      await new Promise<void>((resolve) => scheduler.unstable_scheduleCallback(scheduler.unstable_NormalPriority, resolve));
    });
  });
});

describe('commonJsToEsm refuses other CommonJS', () => {
  it.each([
    ['module.exports', 'module.exports = { a: 1 };'],
    ['a require inside a function', 'exports.a = function () { return require("x"); };'],
    ['a computed export', 'var name = "a"; exports[name] = 1;'],
    ['exports passed along', 'exports.a = 1; use(exports);'],
    ['a declaration mixing require with values', 'var a = require("a"), b = 2; exports.a = a;'],
    ['no exports at all', 'var a = 1;'],
  ])('%s', (_label, code) => {
    expect(() => commonJsToEsm(code, 'x.js')).toThrow(/x\.js/);
  });

  it('leaves property names alone (`a.exports`, `{ module: 1 }`)', () => {
    const esm = commonJsToEsm('var o = { module: 1, require: 2 }; exports.a = o.exports;', 'x.js');
    expect(exportedNames(esm)).toEqual(['a']);
  });
});

describe('defaultImportsAsNamespaces', () => {
  const react = new Set(['react', 'react-dom']);

  it('turns a default import of a listed module into a namespace import, keeping the named ones', () => {
    const out = defaultImportsAsNamespaces('import e,{useState as t,useEffect}from"react";import{createPortal as o}from"react-dom";t(e.x,o);', 'm.js', react);
    expect(out).toBe('import * as e from "react";import { useState as t, useEffect } from "react";import{createPortal as o}from"react-dom";t(e.x,o);');
  });

  it('leaves modules without a default import of a listed module unchanged', () => {
    expect(defaultImportsAsNamespaces('import x from "lodash"; import * as R from "react"; x(R);', 'm.js', react)).toBeUndefined();
  });
});
