/**
 * The files of a patched build (`watch`): the last build's, with the ones a patch made again set
 * and the ones gone deleted, and which those are: the writer then compares only those with what
 * is on disk, not every unchanged file's hash.
 */
export interface ArtifactChanges {
  /** the files the changes are relative to */
  base: ReadonlyMap<string, string>;
  /** set or deleted since */
  changed: ReadonlySet<string>;
}

export class PatchedFiles implements ArtifactChanges {
  readonly files: Map<string, string>;
  readonly changed = new Set<string>();

  constructor(readonly base: ReadonlyMap<string, string>) {
    this.files = new Map(base);
  }

  set(file: string, text: string): void {
    this.files.set(file, text);
    this.changed.add(file);
  }

  delete(file: string): void {
    this.files.delete(file);
    this.changed.add(file);
  }
}
