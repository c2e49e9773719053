/** Code blocks arrive highlighted (Shiki, light and dark); this adds the title bar and a copy button. */
import { type HTMLAttributes, useRef, useState } from 'react';

type PreProps = HTMLAttributes<HTMLPreElement> & { 'data-title'?: string; 'data-language'?: string };

export function CodeBlock({ children, ...props }: PreProps) {
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const title = props['data-title'];
  const copy = async () => {
    const text = ref.current?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="code-block">
      {title ? <div className="code-block-title">{title}</div> : null}
      <div className="code-block-body">
        <pre ref={ref} {...props}>
          {children}
        </pre>
        <button type="button" className="code-copy" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
