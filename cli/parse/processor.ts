/**
 * The unified processors: remark-parse with frontmatter, GFM, directives, math when the site's
 * content plugins list remark-math, and (for `.mdx` and the default `mdx` format) MDX. One
 * frozen processor per format and syntax.
 */
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** Syntax a site adds to Markdown beyond what every site has. */
export interface ExtraSyntax {
  /** `$…$` and `$$…$$`: what is inside is TeX, never MDX expressions or emphasis */
  math?: boolean;
}

function build(format: 'md' | 'mdx', extra: ExtraSyntax) {
  let processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);
  // remark-math's types say it transforms; only its syntax (a parser extension) is used here.
  if (extra.math) processor = processor.use(remarkMath) as unknown as typeof processor;
  return (format === 'mdx' ? processor.use(remarkMdx) : processor).freeze();
}

const processors = {
  md: build('md', {}),
  mdx: build('mdx', {}),
  'md+math': build('md', { math: true }),
  'mdx+math': build('mdx', { math: true }),
} as const;

export function processorFor(format: 'md' | 'mdx', extra: ExtraSyntax = {}) {
  return processors[extra.math ? (`${format}+math` as const) : format];
}
