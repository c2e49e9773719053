/** Table of contents (levels from the page data), with the heading in view highlighted; collapsible on narrow screens. */
import { useEffect, useMemo, useState } from 'react';
import type { TocEntry } from '../../../schema/artifacts.ts';

function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (ids.length === 0) return;
    const update = () => {
      let current: string | undefined;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top < 120) current = id;
      }
      setActive(current ?? ids[0]);
    };
    // First measured in the next frame, not right after a navigation's commit, where reading
    // positions would force a layout of the new page before the browser does it anyway.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids]);
  return active;
}

function TocList({ toc, active }: { toc: TocEntry[]; active?: string }) {
  const minLevel = Math.min(...toc.map((t) => t.level));
  return (
    <ul className="toc-list">
      {toc.map((entry) => (
        <li key={entry.id} className={`toc-item toc-level-${entry.level - minLevel}`}>
          <a href={`#${entry.id}`} className={entry.id === active ? 'toc-link active' : 'toc-link'}>
            {entry.value}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Toc({ toc, variant }: { toc: TocEntry[]; variant: 'desktop' | 'mobile' }) {
  // A new array on every render would re-subscribe and re-measure every heading (a forced layout) each time.
  const ids = useMemo(() => (variant === 'desktop' ? toc.map((t) => t.id) : []), [toc, variant]);
  const active = useActiveHeading(ids);
  if (toc.length === 0) return null;
  if (variant === 'mobile') {
    return (
      <details className="toc toc-mobile">
        <summary>On this page</summary>
        <TocList toc={toc} />
      </details>
    );
  }
  return (
    <nav className="toc toc-desktop" aria-label="On this page">
      <TocList toc={toc} active={active} />
    </nav>
  );
}
