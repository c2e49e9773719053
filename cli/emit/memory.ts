/**
 * What the emit stage remembers across a session's runs. Every session keeps artifact hashes
 * (the writer asks for the ones the registry made) and each page's assets; a session that keeps
 * what it built (`watch`) also keeps its files, page texts, search shards and term counts, so
 * that the next run patches them; a one-off build would hold them for nothing.
 */
import type { Stats } from 'node:fs';
import type { RegistryArtifact } from '../../schema/artifacts.ts';
import type { RouteRecord } from '../model/types.ts';
import type { HashMemory } from './hash.ts';
import type { ListFile, ListText } from './list-text.ts';
import type { PageMemory } from './page-data.ts';
import type { SearchMemory } from './search.ts';

/**
 * What the last full build made, for `patchArtifacts` and `patchStructure`: its files, registry
 * entries and emitted routes by path, and the keys of its site-wide lists in their order (routes
 * by path, docs by id, the sitemap's routes), with where their entries lie in the files once a
 * structural patch has looked (see ./list-text.ts).
 */
export interface BuiltState {
  files: Map<string, string>;
  registry: RegistryArtifact['entries'];
  rewrites: ReadonlyMap<string, ReadonlyMap<string, string>>;
  routes: Map<string, RouteRecord>;
  lists: { routes: string[]; docs: string[]; sitemap: string[] };
  /** each list's entries in its file, once looked for; patches keep them up to date */
  found: Partial<Record<ListFile, ListText>>;
  /** every data file name the registry holds */
  dataNames?: Set<string>;
  /** whether a route's data file has a hashed suffix (another route had its name first) */
  suffixedNames?: boolean;
}

/**
 * What the last update of a build in place wrote (`watch`): the next update starts from its
 * manifest's hashes instead of reading and parsing the manifest again.
 */
export interface WrittenState {
  dir: string;
  /** the manifest file as written: its hashes stand only while it is still that file */
  stat: Stats;
  hashes: Map<string, string>;
  lines: ListText;
  files: ReadonlyMap<string, string>;
}

export interface EmitMemory {
  keep: boolean;
  built?: BuiltState;
  written?: WrittenState;
  hashes: HashMemory;
  /** the assets named by each page's file links, kept by its rewrites map: the link stage hands back the same map while a page's links resolve as before */
  assets: WeakMap<ReadonlyMap<string, string>, string[]>;
  pages: PageMemory;
  search: SearchMemory;
}

export function createEmitMemory(keep: boolean): EmitMemory {
  return {
    keep,
    hashes: new Map(),
    assets: new WeakMap(),
    pages: { keep, texts: new Map(), bodies: new Map(), docs: new Map() },
    search: { keep, pageRecords: new WeakMap(), descriptions: new Map(), shards: new Map(), shardPages: new Map(), terms: { keep, known: new Map(), used: new Map() } },
  };
}
