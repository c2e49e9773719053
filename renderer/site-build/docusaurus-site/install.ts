/**
 * A Docusaurus install of the site's own: `@docusaurus/core` as Node finds it from the site folder
 * (the site's `node_modules`, or one above it), with its version. The site is built with this
 * install's server side, runtime and theme; the versions whose private internals the build uses
 * are a range, and any other is said as one message, not a stack trace from deep inside.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Docusaurus minors the build is made for (the corpus spans 3.6 to 3.10). */
export const SUPPORTED = { major: 3, minMinor: 6, maxMinor: 10 } as const;

export interface DocusaurusInstall {
  /** the folder of `@docusaurus/core` */
  coreDir: string;
  version: string;
  /** `require` from the site folder: the site's packages, as Docusaurus resolves them */
  siteRequire: NodeJS.Require;
}

export type InstallLookup = { found: DocusaurusInstall } | { missing: true } | { unsupported: string; coreDir: string };

/** docs-cli's own folder: its development install of Docusaurus (for its tests) is no site's. */
const DOCS_CLI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The nearest package.json at or above a folder, and its text. */
function nearestManifest(dir: string): { file: string; text: string } | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const file = path.join(at, 'package.json');
    if (existsSync(file)) return { file, text: readFileSync(file, 'utf8') };
    if (path.dirname(at) === at) return undefined;
  }
}

function declaresCore(text: string): boolean {
  try {
    const manifest = JSON.parse(text) as { dependencies?: Record<string, unknown>; devDependencies?: Record<string, unknown> };
    return manifest.dependencies?.['@docusaurus/core'] !== undefined || manifest.devDependencies?.['@docusaurus/core'] !== undefined;
  } catch {
    return false;
  }
}

/**
 * The site's own Docusaurus, as `npm run build` in the site folder finds it: `@docusaurus/core`
 * as Node resolves it from there (the site's node_modules, or a workspace root's above it). The
 * one install that is not the site's is docs-cli's own development copy, which Node also finds
 * from a site inside docs-cli's folder, unless the site's package.json declares the dependency.
 */
export function findSiteDocusaurus(siteDir: string): InstallLookup {
  const lookup = findDocusaurusInstall(siteDir);
  if ('missing' in lookup) return lookup;
  const coreDir = 'found' in lookup ? lookup.found.coreDir : lookup.coreDir;
  // …/<owner>/node_modules/@docusaurus/core
  const owner = path.resolve(coreDir, '..', '..', '..');
  if (owner !== DOCS_CLI_DIR) return lookup;
  const manifest = nearestManifest(siteDir);
  return manifest && path.dirname(manifest.file) !== DOCS_CLI_DIR && declaresCore(manifest.text) ? lookup : { missing: true };
}

export function findDocusaurusInstall(siteDir: string): InstallLookup {
  const siteRequire = createRequire(path.join(path.resolve(siteDir), 'package.json'));
  let manifest: string;
  try {
    manifest = siteRequire.resolve('@docusaurus/core/package.json');
  } catch {
    return { missing: true };
  }
  const coreDir = path.dirname(manifest);
  const version = String((JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown }).version ?? '');
  return isSupported(version) ? { found: { coreDir, version, siteRequire } } : { unsupported: version, coreDir };
}

export function isSupported(version: string): boolean {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) return false;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major === SUPPORTED.major && minor >= SUPPORTED.minMinor && minor <= SUPPORTED.maxMinor;
}

/** What to tell the maintainer of a site whose Docusaurus is outside the range. */
export function unsupportedMessage(version: string): string {
  const range = `${SUPPORTED.major}.${SUPPORTED.minMinor} to ${SUPPORTED.major}.${SUPPORTED.maxMinor}`;
  return `@docusaurus/core ${version || '(no version)'} is installed; docs-cli builds sites with Docusaurus ${range}`;
}
