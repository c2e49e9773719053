/**
 * A content table in a box of its own that scrolls sideways when the table is wider than the
 * page, with shadows at the edges that can scroll (table.css). While it overflows, the box
 * takes keyboard focus so that arrow keys scroll it.
 */
import { type ReactNode, type RefObject, type TableHTMLAttributes, useEffect, useRef, useState } from 'react';
import './table.css';

function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

export function ScrollableTable({ children, ...attributes }: TableHTMLAttributes<HTMLTableElement> & { children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(ref);
  return (
    <div ref={ref} className="table-scroll" tabIndex={overflows ? 0 : undefined}>
      <table {...attributes}>{children}</table>
    </div>
  );
}
