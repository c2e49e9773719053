/**
 * The stand-in for a package a config imports but the site has not installed (checking in CI
 * must not need the site's node_modules). The value lets typical config code run through it:
 * any property, call or `new` gives the value again, it stringifies to '' and iterates empty,
 * and it is no thenable, so awaiting it does not hang. The config module is bundled with this
 * file (cli/io/import-module.ts), so the load stage knows a stand-in by its symbol.
 */

/** A global symbol: the bundled config and docs-cli each load this file, and must agree. */
const PACKAGE = Symbol.for('docs-cli.inert-package');

export function inertValue(name: string): unknown {
  const self: unknown = new Proxy(function inert() {}, {
    get(_target, key) {
      if (key === PACKAGE) return name;
      // Not a thenable (awaiting it settles at once) and not an ES module namespace in disguise.
      if (key === 'then' || key === '__esModule') return undefined;
      if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf' || key === 'toJSON') return () => '';
      if (key === Symbol.iterator) return function* empty() {};
      if (key === Symbol.asyncIterator) return async function* empty() {};
      if (key === Symbol.hasInstance) return () => false;
      if (key === Symbol.toStringTag) return 'Inert';
      if (key === 'length') return 0;
      return self;
    },
    apply: () => self,
    construct: () => self as object,
    // Bundled ES imports copy a CommonJS module onto an object made from its prototype: the value
    // itself as prototype makes every named import (`import { themes } from …`) the value too.
    getPrototypeOf: () => self as object,
  });
  return self;
}

/** The package a value stands in for, or undefined for any real value. */
export function inertPackageOf(value: unknown): string | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return undefined;
  const name = (value as { [PACKAGE]?: unknown })[PACKAGE];
  return typeof name === 'string' ? name : undefined;
}
