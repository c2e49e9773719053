/** A content file as the stages after loading see it: decoded, hashed and classified. */
export type SourceKind = 'doc' | 'blog' | 'page';

export interface SourceFile {
  /** site-relative POSIX path */
  path: string;
  /** path relative to its content folder (docs/, blog/, pages/) */
  relPath: string;
  kind: SourceKind;
  /** a doc's docs instance and version (`default`, `current` when absent) */
  instance?: string;
  version?: string;
  /** a partial (`_shared.mdx`): parsed for the pages that import it, never a page of its own */
  partial?: boolean;
  format: 'md' | 'mdx';
  text: string;
  hash: string;
}
