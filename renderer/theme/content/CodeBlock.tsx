/** Code blocks arrive highlighted (Shiki, light and dark); this adds the title bar and a copy button. */
import { useRef, useState } from 'react';
import type { ElementProps } from './hast-to-react.ts';

// Its props are hast-to-react's attribute values of the highlighted <pre>, nothing React would act on.
export function CodeBlock({ children, ...attributes }: ElementProps) {
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const title = typeof attributes['data-title'] === 'string' ? attributes['data-title'] : undefined;
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
        <pre ref={ref} {...attributes}>
          {children}
        </pre>
        <button type="button" className="code-copy" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
