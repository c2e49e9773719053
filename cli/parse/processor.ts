/**
 * The unified processors: remark-parse with frontmatter, GFM, directives and (for `.mdx` and
 * the default `mdx` format) MDX. One frozen processor per format and process.
 */
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

function build(format: 'md' | 'mdx') {
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);
  return (format === 'mdx' ? processor.use(remarkMdx) : processor).freeze();
}

const processors = { md: build('md'), mdx: build('mdx') };

export function processorFor(format: 'md' | 'mdx') {
  return processors[format];
}
