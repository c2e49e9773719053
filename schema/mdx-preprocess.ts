/**
 * Shared by the parser and the renderer's MDX compiler (renderer/mdx), so a compiled page reads
 * the same Markdown as its artifact. Two source rewrites that keep Docusaurus syntax working on top of MDX, applied line by line
 * outside code fences and never moving anything that comes before them on a line:
 * - `:::tip Custom title` becomes `:::tip[Custom title]` (remark-directive's label syntax);
 * - a heading's trailing `{#custom-id}` is escaped so MDX does not read it as an expression.
 */
const ADMONITION_TITLE = /^(\s*:{3,}[A-Za-z][\w-]*)[ \t]+([^[{\s].*?)\s*$/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{(#[^{}\s]+)\}(\s*)$/;
// Any indentation: a fence in a list item is indented as deep as the item's content (four spaces
// and more in a nested list), and its closing fence may sit at another depth than its opening one.
const FENCE = /^\s*(`{3,}|~{3,})/;

export function preprocess(text: string, format: 'md' | 'mdx'): string {
  if (!text.includes(':::') && !text.includes('{#')) return text;
  const lines = text.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
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
