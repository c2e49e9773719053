/**
 * `@theme/Details`: a `<details>` whose content opens and closes with the site's collapse
 * animation (docs/collapse.ts). The summary is the `summary` prop or a `<summary>` child. The
 * prerendered element is a native `<details>` (`open` as given), which works before hydration;
 * after it, a click on the summary animates instead, and a closing one stays open until the end.
 */
import { Children, cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { animateCollapse } from '../base/collapse.ts';
import './details.css';

export interface DetailsProps {
  summary?: ReactNode;
  open?: boolean;
  /** a link's `#id` opens to it (and Docusaurus's broken-anchor check counts it) */
  id?: string;
  className?: string;
  children?: ReactNode;
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

type SummaryElement = ReactElement<{ children?: ReactNode; onClick?: (event: MouseEvent<HTMLElement>) => void }>;

const isSummary = (node: ReactNode): node is SummaryElement => isValidElement(node) && node.type === 'summary';

export default function Details({ summary, open: openAtFirst = false, id, className, children }: DetailsProps) {
  const [open, setOpen] = useState(openAtFirst);
  const [collapsed, setCollapsed] = useState(!openAtFirst);
  const content = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useIsoLayoutEffect(() => {
    const element = content.current;
    if (first.current || !element) {
      first.current = false;
      return;
    }
    return animateCollapse(element, !collapsed, () => {
      if (collapsed) setOpen(false);
    });
  }, [collapsed]);

  const toggle = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    if (collapsed) {
      setOpen(true);
      setCollapsed(false);
    } else setCollapsed(true);
  };
  const items = Children.toArray(children);
  const summaryChild = items.find(isSummary);
  const summaryElement = summaryChild ? (
    cloneElement(summaryChild, { onClick: toggle })
  ) : (
    // biome-ignore lint/a11y/noStaticElementInteractions: a <summary> is the <details> element's own button, reached and pressed by keyboard natively
    <summary onClick={toggle}>{summary ?? 'Details'}</summary>
  );
  return (
    <details id={id} className={className ? `details ${className}` : 'details'} open={open} data-collapsed={collapsed}>
      {summaryElement}
      {/* The animated box has no padding or border of its own: its height goes all the way to 0. */}
      <div ref={content}>
        <div className="details-content">{items.filter((item) => item !== summaryChild)}</div>
      </div>
    </details>
  );
}
