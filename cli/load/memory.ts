/** What the load stage remembers across a session's runs (see ConfigMemory and LoadedFileMemory). */
import type { ConfigMemory } from './config.ts';
import type { LoadedFileMemory } from './content.ts';

export interface LoadMemory {
  configs: ConfigMemory;
  files: LoadedFileMemory;
}

export function createLoadMemory(): LoadMemory {
  return { configs: new WeakMap(), files: new WeakMap() };
}
