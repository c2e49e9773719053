/** The source rewrites before MDX parsing, shared with the renderer's MDX compiler (schema/mdx-preprocess.ts). */
export { preprocess } from '../../schema/mdx-preprocess.ts';
