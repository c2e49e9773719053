/**
 * HTML comments (`<!-- … -->`, `<!--truncate-->`) in MDX, as Docusaurus's `mdx1Compat.comments`
 * reads them: they are not content. They are blanked out before MDX parsing (every character
 * but line breaks becomes a space), so MDX never sees `<!` and everything else keeps its exact
 * line and column. Frontmatter, fenced code and inline code keep their comments. One pass.
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const OPEN = '<!--';
const CLOSE = '-->';

function blank(text: string): string {
  return text.replace(/[^\r\n]/g, ' ');
}

/** Where the frontmatter block ends (the offset just past its closing `---` line), or 0. */
function frontmatterEnd(text: string): number {
  if (!text.startsWith('---')) return 0;
  const close = /\r?\n---[ \t]*(\r?\n|$)/g;
  close.lastIndex = 3;
  const match = close.exec(text);
  return match ? match.index + match[0].length : 0;
}

/** The offset past the inline code span whose opening backticks start at `at` in `line`, or past the run when it is not closed. */
function pastCodeSpan(line: string, at: number): number {
  let run = at;
  while (line[run] === '`') run++;
  const ticks = line.slice(at, run);
  for (let i = line.indexOf(ticks, run); i !== -1; i = line.indexOf(ticks, i + ticks.length)) {
    let end = i + ticks.length;
    if (line[i - 1] !== '`' && line[end] !== '`') return end;
    while (line[end] === '`') end++;
    i = end - ticks.length;
  }
  return run;
}

export function blankHtmlComments(text: string): string {
  if (!text.includes(OPEN)) return text;
  const start = frontmatterEnd(text);
  const lines = text.slice(start).split('\n');
  let lastClose = lines.length - 1;
  while (lastClose >= 0 && !lines[lastClose].includes(CLOSE)) lastClose--;
  let fence: string | undefined;
  let inComment = false;
  for (let n = 0; n < lines.length; n++) {
    let line = lines[n];
    let from = 0;
    if (inComment) {
      const close = line.indexOf(CLOSE);
      if (close === -1) {
        lines[n] = blank(line);
        continue;
      }
      line = blank(line.slice(0, close + CLOSE.length)) + line.slice(close + CLOSE.length);
      from = close + CLOSE.length;
      inComment = false;
    } else {
      const opener = FENCE.exec(line);
      if (fence !== undefined) {
        if (opener && opener[1][0] === fence[0] && opener[1].length >= fence.length && line.trim() === opener[1]) fence = undefined;
        continue;
      }
      if (opener) {
        fence = opener[1];
        continue;
      }
    }
    while (from < line.length) {
      const tick = line.indexOf('`', from);
      const open = line.indexOf(OPEN, from);
      if (open === -1) break;
      if (tick !== -1 && tick < open) {
        from = pastCodeSpan(line, tick);
        continue;
      }
      const close = line.indexOf(CLOSE, open + OPEN.length);
      if (close !== -1) {
        line = line.slice(0, open) + blank(line.slice(open, close + CLOSE.length)) + line.slice(close + CLOSE.length);
        from = close + CLOSE.length;
        continue;
      }
      // Unclosed in the rest of the file: left as written, and MDX reports it as Docusaurus does.
      if (lastClose <= n) {
        lines[n] = line;
        return text.slice(0, start) + lines.join('\n');
      }
      line = line.slice(0, open) + blank(line.slice(open));
      inComment = true;
      break;
    }
    lines[n] = line;
  }
  return text.slice(0, start) + lines.join('\n');
}
