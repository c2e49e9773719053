/**
 * Shared by the parser and the renderer's MDX compiler (renderer/mdx), so a compiled page reads
 * the same Markdown as its artifact. Two source rewrites that keep Docusaurus syntax working on top of MDX, applied line by line
 * outside code fences and never moving anything that comes before them on a line:
 * - `:::tip Custom title` becomes `:::tip[Custom title]` (remark-directive's label syntax);
 * - a heading's trailing `{#custom-id}` is escaped so MDX does not read it as an expression;
 * - in compile mode, a ```` ```mdx-code-block ```` fence is unwrapped, as Docusaurus's mdx-loader
 *   does: its lines are the page's MDX (imports, exports, JSX), its fence lines left blank.
 */
const ADMONITION_TITLE = /^(\s*:{3,}[A-Za-z][\w-]*)[ \t]+([^[{\s].*?)\s*$/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{(#[^{}\s]+)\}(\s*)$/;
// Any indentation: a fence in a list item is indented as deep as the item's content (four spaces
// and more in a nested list), and its closing fence may sit at another depth than its opening one.
const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * Docusaurus's unwrapping of `mdx-code-block` (@docusaurus/utils unwrapMdxCodeBlocks): three or
 * four backticks only, and the first line of the same backticks alone ends it.
 */
const MDX_CODE_BLOCK = /^ *(`{3,4}) *mdx-code-block\r?$/;

export interface PreprocessOptions {
  /** compile mode: `mdx-code-block` fences are the page's MDX, as in Docusaurus */
  unwrapMdxCodeBlocks?: boolean;
}

export function preprocess(text: string, format: 'md' | 'mdx', options: PreprocessOptions = {}): string {
  const unwrap = options.unwrapMdxCodeBlocks === true && text.includes('mdx-code-block');
  if (!text.includes(':::') && !text.includes('{#') && !unwrap) return text;
  const lines = text.split('\n');
  let fence: string | undefined;
  /** the line that ends the mdx-code-block being unwrapped */
  let unwrapping: RegExp | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (unwrapping?.test(line)) {
      lines[i] = '';
      // As Docusaurus's lazy match: this line ends the wrapper even when it was meant to close a fence inside it.
      unwrapping = undefined;
      fence = undefined;
      continue;
    }
    const wrapper = unwrap && !fence && !unwrapping ? MDX_CODE_BLOCK.exec(line) : null;
    if (wrapper) {
      lines[i] = '';
      unwrapping = new RegExp(`^ *${wrapper[1]}\\r?$`);
      continue;
    }
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && line.trim() === open[1]) fence = undefined;
      continue;
    }
    if (open) {
      fence = open[1];
      continue;
    }
    const admonition = ADMONITION_TITLE.exec(line);
    if (admonition) {
      lines[i] = `${admonition[1]}[${admonition[2].replace(/[[\]]/g, '\\$&')}]`;
      continue;
    }
    if (format === 'mdx') {
      const heading = HEADING_ID.exec(line);
      if (heading) lines[i] = `${heading[1]}\\{${heading[2]}\\}${heading[3]}`;
    }
  }
  return lines.join('\n');
}
