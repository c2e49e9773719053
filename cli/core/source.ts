/** A content file as the stages after loading see it: decoded, hashed and classified. */
export type SourceKind = 'doc' | 'blog' | 'page';

export interface SourceFile {
  /** site-relative POSIX path */
  path: string;
  /** path relative to its content folder (docs/, blog/, pages/) */
  relPath: string;
  kind: SourceKind;
  format: 'md' | 'mdx';
  text: string;
  hash: string;
}
