/** HTML comments blanked before MDX parsing, shared with the renderer's MDX compiler (schema/html-comments.ts). */
export { blankHtmlComments } from '../../schema/html-comments.ts';
