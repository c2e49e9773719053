/**
 * The blog's data files, as Docusaurus reads them: the authors map (`authors.yml` or `.json`: each
 * key an author posts name in `authors: [key]`) and the tags file (`tags.yml`: each key a tag
 * posts name in `tags: [key]`).
 */
import { z } from 'zod';

export const blogAuthor = z.looseObject({
  name: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
  email: z.string().optional(),
  /** `true` (or a permalink): the author gets a page listing their posts, `/blog/authors/<key>` */
  page: z.union([z.boolean(), z.strictObject({ permalink: z.string() })]).optional(),
  socials: z.record(z.string(), z.string()).optional(),
});
export type BlogAuthor = z.infer<typeof blogAuthor>;

export const authorsMap = z.record(z.string(), blogAuthor);
export type AuthorsMap = z.infer<typeof authorsMap>;

export const tagDefinition = z.strictObject({
  label: z.string().optional(),
  /** the tag page's URL under `<blog>/tags` (`/release`); the key by default */
  permalink: z.string().optional(),
  description: z.string().optional(),
});

export const tagsFile = z.record(z.string(), tagDefinition.nullable());
export type TagsFile = z.infer<typeof tagsFile>;
