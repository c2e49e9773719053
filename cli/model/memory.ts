/**
 * What the model stage remembers across a session's runs: doc records and anchor sets by parse
 * result, the places of each model, and the link resolution the next run patches (links.ts).
 */
import type { DocRecordMemory } from './docs.ts';
import { createLinkMemory, type LinkMemory } from './links.ts';
import type { PlacesMemory } from './places.ts';
import type { ScriptMemory } from './react-pages.ts';
import type { AnchorSetMemory } from './routes.ts';

export interface ModelMemory {
  records: DocRecordMemory;
  anchorSets: AnchorSetMemory;
  places: PlacesMemory;
  links: LinkMemory;
  /** React pages and the modules they import, read (see react-pages.ts) */
  scripts: ScriptMemory;
}

export function createModelMemory(): ModelMemory {
  return {
    records: new WeakMap(),
    anchorSets: new WeakMap(),
    places: new WeakMap(),
    links: createLinkMemory(),
    scripts: new Map(),
  };
}
