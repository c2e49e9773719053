/**
 * Frontmatter of docs, blog posts and pages, with Docusaurus's field names. Unknown keys pass
 * through untouched (themes and plugins read their own); near-misses of known keys are warned
 * about by the parse stage using `knownKeys`.
 */
import { z } from 'zod';

const headingLevel = z.number().int().min(2).max(6);

const tag = z.union([
  z.string(),
  z.strictObject({ label: z.string(), permalink: z.string().optional(), description: z.string().optional() }),
]);

const lastUpdate = z.strictObject({
  date: z.union([z.string(), z.date()]).optional(),
  author: z.string().optional(),
});

const shared = {
  title: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  slug: z.string().optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  tags: z.array(tag).optional(),
  /** Docusaurus's per-page MDX options: `format` overrides `markdown.format` for this page */
  mdx: z.strictObject({ format: z.enum(['md', 'mdx', 'detect']).optional() }).optional(),
};

export const docFrontmatter = z.looseObject({
  ...shared,
  id: z
    .string()
    .min(1)
    .refine((id) => !id.includes('/'), 'a doc id cannot contain "/"; the folder is part of the id already')
    .optional(),
  hide_title: z.boolean().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  displayed_sidebar: z.string().nullable().optional(),
  pagination_label: z.string().optional(),
  pagination_next: z.string().nullable().optional(),
  pagination_prev: z.string().nullable().optional(),
  parse_number_prefixes: z.boolean().optional(),
  custom_edit_url: z.string().nullable().optional(),
  last_update: lastUpdate.optional(),
});
export type DocFrontmatter = z.infer<typeof docFrontmatter>;

const author = z.union([
  z.string(),
  z.looseObject({
    name: z.string().optional(),
    title: z.string().optional(),
    url: z.string().optional(),
    image_url: z.string().optional(),
    imageURL: z.string().optional(),
    key: z.string().optional(),
  }),
]);

export const blogFrontmatter = z.looseObject({
  ...shared,
  date: z.union([z.string(), z.date()]).optional(),
  authors: z.union([author, z.array(author)]).optional(),
  /** Docusaurus 1's single author, still read by Docusaurus 3 as an inline author */
  author: z.string().optional(),
  author_title: z.string().optional(),
  author_url: z.string().optional(),
  author_image_url: z.string().optional(),
  authorTitle: z.string().optional(),
  authorURL: z.string().optional(),
  authorImageURL: z.string().optional(),
});
export type BlogFrontmatter = z.infer<typeof blogFrontmatter>;

export const pageFrontmatter = z.looseObject({
  ...shared,
  wrapperClassName: z.string().optional(),
});
export type PageFrontmatter = z.infer<typeof pageFrontmatter>;

/** Every key any frontmatter schema knows, for "did you mean" on near-misses. */
export const knownFrontmatterKeys: readonly string[] = [
  ...new Set([
    ...Object.keys(docFrontmatter.shape),
    ...Object.keys(blogFrontmatter.shape),
    ...Object.keys(pageFrontmatter.shape),
  ]),
].sort();
