// The worker thread a config-like module is evaluated in (cli/io/import-module.ts): a module that
// never finishes (an endless loop, an await that never settles) or allocates without end is
// stopped there, by the deadline and the memory limit of this thread, and the CLI goes on to
// report it. Plain JavaScript with no imports of ours: it runs unchanged from the sources and
// from cli/dist (copied there by build-dist.mjs).
//
// The value goes back as a structured clone. What cannot be cloned is sent as a tagged object
// the importing side turns back into its like: a function (only its name is ever read), an
// inert stand-in (by its package), a symbol, a URL.
import { parentPort, workerData } from 'node:worker_threads';

const INERT_PACKAGE = Symbol.for('docs-cli.inert-package');
const WIRE = '__docsCliWire__';

function inertPackageOf(value) {
  try {
    const name = value[INERT_PACKAGE];
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

function toWire(value, seen) {
  if (typeof value === 'symbol') return { [WIRE]: 'symbol', description: value.description ?? '' };
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
  const inert = inertPackageOf(value);
  if (inert !== undefined) return { [WIRE]: 'inert', name: inert };
  if (typeof value === 'function') return { [WIRE]: 'function', name: typeof value.name === 'string' ? value.name : '' };
  if (seen.has(value)) return seen.get(value);
  if (value instanceof Date || value instanceof RegExp) return value;
  if (value instanceof URL) return { [WIRE]: 'url', href: value.href };
  if (Array.isArray(value)) {
    const out = [];
    seen.set(value, out);
    for (const item of value) out.push(toWire(item, seen));
    return out;
  }
  if (value instanceof Map) {
    const out = new Map();
    seen.set(value, out);
    for (const [k, v] of value) out.set(toWire(k, seen), toWire(v, seen));
    return out;
  }
  if (value instanceof Set) {
    const out = new Set();
    seen.set(value, out);
    for (const item of value) out.add(toWire(item, seen));
    return out;
  }
  const out = {};
  seen.set(value, out);
  let keys = [];
  try {
    keys = Object.keys(value);
  } catch {
    // a proxy that refuses to list itself: nothing to send
  }
  for (const key of keys) {
    try {
      out[key] = toWire(value[key], seen);
    } catch {
      // a getter that throws: left out, as JSON.stringify would fail on it
    }
  }
  return out;
}

/** Plain JSON all the way down, judged on the value itself (the clone turns class instances into plain objects). */
function isJson(value) {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((v) => v !== undefined && isJson(v));
}

/** Runs `evaluate` with process.env watched: the names it read, or undefined when it listed them all. */
async function readingEnv(evaluate) {
  const real = process.env;
  const names = new Set();
  let listed = false;
  process.env = new Proxy(real, {
    get: (target, key) => {
      if (typeof key === 'string') names.add(key);
      return Reflect.get(target, key);
    },
    has: (target, key) => {
      if (typeof key === 'string') names.add(key);
      return Reflect.has(target, key);
    },
    ownKeys: (target) => {
      listed = true;
      return Reflect.ownKeys(target);
    },
  });
  try {
    const value = await evaluate();
    return { value, names: listed ? undefined : [...names].sort() };
  } finally {
    process.env = real;
  }
}

/** The module's default export (unwrapped once more for CommonJS), called when it is a function. */
async function defaultValue(mod) {
  let value = mod.default ?? mod;
  // A config outside an ESM package loads as CommonJS: its default export arrives wrapped once more.
  if (value && typeof value === 'object' && 'default' in value && Object.keys(value).every((k) => k === 'default' || k === '__esModule')) {
    value = value.default;
  }
  if (typeof value === 'function') value = await value();
  return value;
}

try {
  const { value, names } = await readingEnv(async () => defaultValue(await import(`data:text/javascript;base64,${Buffer.from(workerData.code).toString('base64')}`)));
  // The packages the module's require.resolve did not find (cli/io/import-module.ts's banner).
  const unresolved = globalThis[Symbol.for('docs-cli.unresolved')];
  parentPort.postMessage({ value: toWire(value, new Map()), json: isJson(value), names, ...(unresolved ? { unresolved: [...new Set(unresolved)] } : {}) });
} catch (error) {
  parentPort.postMessage({ error: { message: String(error?.message ?? error), stack: String(error?.stack ?? error) } });
}
