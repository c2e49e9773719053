/**
 * A gallery example (MDX: `<GalleryDemo name="top-n" />`, `variant={1}` for a compared setting):
 * the live chart and a "Show code" panel with the same demo as a JS, TS, React, Vue or Svelte
 * program. The site build formats and highlights that code (content/plugin/gallery-code.ts);
 * the panel fetches it when first opened, so pages ship neither Prettier nor Shiki. The language
 * tab is shared by every panel on the page and remembered. Loaded lazily: none of this is in the
 * initial bundle.
 */
import type { Race } from 'racing-bars';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { GalleryCodeArtifact } from '../../../schema/gallery.ts';
import { Link } from '../../../renderer/theme/base/Link.tsx';
import { withBase } from '../../../renderer/theme/base/site.ts';
import { useRace } from '../charts/useRace.ts';
import { CodeBlock } from '../../../renderer/theme/content/CodeBlock.tsx';
import { type ComponentMap, hastToReact } from '../../../renderer/theme/content/hast-to-react.ts';
import { chartBoxHeight } from '../charts/chart-layout.ts';
import { useViewportWidth } from '../charts/useViewportWidth.ts';
import { LANGS } from './codegen.ts';
import { setCodeLang, useCodeLang } from './code-lang.ts';
import type { SessionMemo } from '../../../renderer/theme/base/memo.ts';
import { choicesOf } from '../../../renderer/theme/base/choices.ts';
import { useThemeSession } from '../../../renderer/theme/base/session.ts';
import { type Demo, getDemo, variantOptions } from './demos.ts';
import { galleryCodePath } from './files.ts';
import { connectSlider, followScroll } from './interactions.ts';
import './gallery.css';
import { loadOnce } from '../../../renderer/theme/base/load-once.ts';

export interface GalleryDemoProps {
  name: string;
  variant?: number;
}

export default function GalleryDemo({ name, variant = 0 }: GalleryDemoProps) {
  const demo = getDemo(name);
  if (!demo) {
    return (
      <div className="race-chart-error" role="alert">
        Unknown gallery demo “{name}”.
      </div>
    );
  }
  return (
    <div className="gallery-demo" data-demo={name} data-variant={variant}>
      {demo.name === 'scroller' ? (
        <ScrollerChart demo={demo} variant={variant} />
      ) : demo.name === 'slider' ? (
        <SliderChart demo={demo} variant={variant} />
      ) : demo.name === 'keyboard-controls' ? (
        <KeyboardChart demo={demo} variant={variant} />
      ) : (
        <DemoChart demo={demo} variant={variant} />
      )}
      <CodePanel key={`${demo.name}:${variant}`} demo={demo} variant={variant} />
    </div>
  );
}

interface ChartProps {
  demo: Demo;
  variant: number;
  className?: string;
  onRace?: (racer: Race) => (() => void) | undefined;
}

/** The gallery's chart box height, unless the rows need more (chart-layout.ts). */
const GALLERY_CHART_HEIGHT = 440;

function DemoChart({ demo, variant, className = 'race-chart gallery-chart', onRace }: ChartProps) {
  const options = variantOptions(demo, variant);
  const viewportWidth = useViewportWidth();
  const { ref, error } = useRace({
    dataUrl: demo.dataUrl,
    dataType: demo.dataType,
    options,
    redrawKey: `${demo.name}:${variant}`,
    onRace,
  });
  if (error) return <div className="race-chart-error" role="alert">The chart could not be drawn: {error}</div>;
  return (
    <div
      className={className}
      ref={ref}
      style={{ height: chartBoxHeight(options, GALLERY_CHART_HEIGHT, viewportWidth) }}
      data-testid="race-chart"
      data-autorun={options.autorun === false ? 'false' : 'true'}
    />
  );
}

/** The chart sticks to the top of the window while the page scrolls through a tall track; the scroll position picks the date. */
function ScrollerChart({ demo, variant }: ChartProps) {
  const track = useRef<HTMLDivElement>(null);
  const onRace = useCallback((racer: Race) => (track.current ? followScroll(racer, track.current) : undefined), []);
  return (
    <div className="gallery-scroller" ref={track}>
      <p className="gallery-hint">Scroll down: the date follows the page.</p>
      <div className="gallery-scroller-sticky">
        <DemoChart demo={demo} variant={variant} onRace={onRace} />
      </div>
    </div>
  );
}

/** A range input drives the date; it follows the race while it plays. */
function SliderChart({ demo, variant }: ChartProps) {
  const slider = useRef<HTMLInputElement>(null);
  const id = useId();
  const onRace = useCallback((racer: Race) => (slider.current ? connectSlider(racer, slider.current) : undefined), []);
  return (
    <div className="gallery-slider">
      <label htmlFor={id}>Date</label>
      <input id={id} ref={slider} type="range" min={0} max={0} defaultValue={0} className="gallery-slider-input" />
      <DemoChart demo={demo} variant={variant} onRace={onRace} />
    </div>
  );
}

/** Text fields next to a chart with keyboard controls: keys typed into them never reach the chart. */
function KeyboardChart({ demo, variant }: ChartProps) {
  const id = useId();
  return (
    <div className="gallery-keyboard">
      <p className="gallery-hint">
        Press <kbd>A</kbd>, <kbd>S</kbd>, <kbd>D</kbd> or <kbd>Space</kbd> anywhere on the page to control the chart. Typing in
        these fields leaves it alone:
      </p>
      <div className="gallery-fields">
        <label htmlFor={`${id}-input`}>Text field</label>
        <input id={`${id}-input`} type="text" placeholder="Type a, s, d or a space here" />
        <label htmlFor={`${id}-area`}>Text area</label>
        <textarea id={`${id}-area`} rows={2} placeholder="Or here" />
      </div>
      <DemoChart demo={demo} variant={variant} />
    </div>
  );
}

/** The build's highlighted code of a demo variant, fetched once per session. */
function fetchCode(memo: SessionMemo, demo: string, variant: number): Promise<GalleryCodeArtifact> {
  const path = galleryCodePath(demo, variant);
  return loadOnce(memo, () =>
    fetch(withBase(path)).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json() as Promise<GalleryCodeArtifact>;
    }), `gallery:${path}`);
}

const codeComponents = { pre: CodeBlock } as unknown as ComponentMap;

function CodePanel({ demo, variant }: { demo: Demo; variant: number }) {
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<GalleryCodeArtifact['code']>();
  const [error, setError] = useState<string>();
  const lang = useCodeLang();
  const session = useThemeSession();
  const { memo } = session;
  const choices = choicesOf(session);
  const id = useId();
  useEffect(() => {
    if (!open || codes) return;
    let cancelled = false;
    fetchCode(memo, demo.name, variant).then(
      (artifact) => !cancelled && setCodes(artifact.code),
      (e: unknown) => !cancelled && setError(String((e as Error)?.message ?? e)),
    );
    return () => {
      cancelled = true;
    };
  }, [open, codes, demo.name, variant, memo]);
  return (
    <div className="gallery-code">
      <button type="button" className="gallery-code-toggle" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
        {open ? 'Hide code' : 'Show code'}
      </button>
      {open ? (
        <div id={`${id}-panel`} className="gallery-code-panel">
          <div className="gallery-code-bar">
            <div role="tablist" aria-label="Code language" className="gallery-tabs">
              {LANGS.map((l) => (
                <button
                  key={l.id}
                  type="button"
                  role="tab"
                  id={`${id}-tab-${l.id}`}
                  aria-selected={l.id === lang}
                  aria-controls={`${id}-code`}
                  tabIndex={l.id === lang ? 0 : -1}
                  data-lang={l.id}
                  className="gallery-tab"
                  onClick={() => setCodeLang(choices, l.id)}
                  onKeyDown={(event) => {
                    const i = LANGS.findIndex((x) => x.id === lang);
                    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                    if (!step) return;
                    event.preventDefault();
                    const next = LANGS[(i + step + LANGS.length) % LANGS.length];
                    setCodeLang(choices, next.id);
                    document.getElementById(`${id}-tab-${next.id}`)?.focus();
                  }}
                >
                  {l.label}
                </button>
              ))}
            </div>
            <Link className="gallery-playground-link" to={`/playground?demo=${encodeURIComponent(demo.name)}&lang=${lang}`}>
              Open in playground
            </Link>
          </div>
          <div role="tabpanel" id={`${id}-code`} aria-labelledby={`${id}-tab-${lang}`} className="gallery-code-body">
            {codes ? (
              <div data-lang={lang}>{hastToReact({ type: 'root', children: [codes[lang]] }, { components: codeComponents, builtInProps: {} })}</div>
            ) : error ? (
              <p className="race-chart-error" role="alert">
                The code could not be loaded: {error}
              </p>
            ) : (
              <p className="gallery-code-loading" aria-busy="true">
                Loading the code…
              </p>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
