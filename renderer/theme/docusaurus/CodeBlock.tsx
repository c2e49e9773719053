/**
 * `@theme/CodeBlock`: code given as a string (or, from data-mode MDX, as the text of its
 * children) in the site's code-block chrome, with its title bar and copy button, line numbers
 * on request (`showLineNumbers`, or the number to start from). Not highlighted: a highlighter in
 * the browser would be Shiki (128 KB gzip measured for the gallery, bench/README.md), and the
 * code of Markdown's own fenced blocks is highlighted at build time already.
 */
import { Children, createElement, isValidElement, type ReactNode } from 'react';
import { CodeBlock as CodeChrome } from '../content/CodeBlock.tsx';
import type { ElementProps } from '../content/hast-to-react.ts';
import './code-block.css';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  title?: string;
  showLineNumbers?: boolean | number;
  /** `language-js` names the language when `language` does not */
  className?: string;
}

const BLOCKS = new Set(['p', 'div', 'pre', 'blockquote', 'ul', 'ol', 'li', 'table']);

/** The code the children hold: their text, blocks (MDX's paragraphs) a blank line apart. */
export function codeOf(children: ReactNode): string {
  let text = '';
  Children.forEach(children, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += child;
    else if (isValidElement<{ children?: ReactNode }>(child)) {
      const inner = codeOf(child.props.children);
      text += typeof child.type === 'string' && BLOCKS.has(child.type) && text ? `\n\n${inner}` : inner;
    }
  });
  return text;
}

export default function CodeBlock({ children, language, title, showLineNumbers, className }: CodeBlockProps) {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const lines = codeOf(children).replace(/^\n+|\s+$/g, '').split('\n');
  const numbered = showLineNumbers === true || typeof showLineNumbers === 'number';
  const start = typeof showLineNumbers === 'number' ? showLineNumbers : 1;
  // The chrome takes a highlighted <pre>'s attribute values, as a page body gives them.
  const attributes: ElementProps = {
    className: `code-plain${lang ? ` language-${lang}` : ''}`,
    'data-language': lang,
    'data-title': title,
    'data-line-numbers': numbered || undefined,
    style: numbered && start !== 1 ? { counterReset: `line ${start - 1}` } : undefined,
  };
  const code = (
    <code>
      {/* As Shiki writes lines: a span each, a newline between them (copied with the text). */}
      {lines.flatMap((line, index) => [
        index > 0 ? '\n' : null,
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one string, in place
        <span key={index} className="line">
          {line}
        </span>,
      ])}
    </code>
  );
  return createElement(CodeChrome, attributes, code);
}
