/**
 * The playground at /playground: pick a gallery demo and a language (JS, TS, React, Vue,
 * Svelte), edit the program in CodeMirror and watch it run in a sandboxed frame against the
 * racing-bars build the site serves under /lib/. Everything is local: the compilers load from
 * the site on first use, the frame imports only /lib/ and /data/ files.
 *
 * The frame is /lib/playground/ (frame.html) in <iframe sandbox="allow-scripts">: an opaque origin
 * (no access to this page, its storage or cookies) whose document is not under this page's
 * Content-Security-Policy (an `srcdoc` frame inherits it, and it forbids the inline module
 * scripts and import map that running user code needs). Each run loads a fresh frame and posts
 * it the compiled modules; errors come back by postMessage and show over the preview.
 */
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { baseUrl, withBase } from '../../../renderer/theme/base/site.ts';
import type { PreferenceStorage } from '../../../renderer/theme/base/storage.ts';
import { useThemeSession } from '../../../renderer/theme/base/session.ts';
import { CODE_LANG_KEY } from '../gallery/code-lang.ts';
import { demoCode, LANGS, type Lang } from '../gallery/codegen.ts';
import { type Demo, demos, getDemo } from '../gallery/demos.ts';
import { useColorMode } from '../../../renderer/theme/base/color-mode.tsx';
import { CompileError, compile, type Program } from './compile.ts';
import { type CodeEditor, createEditor } from './editor.ts';
import { format } from './format.ts';
import { LIB_FILES } from './import-map.ts';
import { isLang, readUrlState, stateSearch, writeUrlState } from './url-state.ts';
import './playground.css';

const AUTO_RUN_DELAY = 700;
const MESSAGE_SOURCE = 'racing-bars-playground';

interface Problem {
  kind: 'compile' | 'runtime' | 'console' | 'format';
  message: string;
  line?: number;
  column?: number;
}

interface Run {
  id: number;
  program: Program;
}

type FrameMessage =
  | { source: typeof MESSAGE_SOURCE; type: 'ready' | 'done' }
  | { source: typeof MESSAGE_SOURCE; type: 'error'; kind: 'runtime'; message: string; line?: number; column?: number }
  | { source: typeof MESSAGE_SOURCE; type: 'console'; level: 'error' | 'warn'; message: string };

const PROBLEM_TITLES: Record<Problem['kind'], string> = {
  compile: 'Compile error',
  runtime: 'Error',
  console: 'Console error',
  format: 'Format failed',
};

function initialLang(urlLang: Lang | undefined, storage: PreferenceStorage): Lang {
  if (urlLang) return urlLang;
  const stored = storage.get(CODE_LANG_KEY);
  return isLang(stored) ? stored : 'js';
}

function CodeMirrorEditor(props: { code: string; lang: Lang; dark: boolean; onChange: (code: string) => void; onRun: () => void; editorRef: { current: CodeEditor | null } }) {
  const host = useRef<HTMLDivElement>(null);
  const { code, lang, dark, onChange, onRun, editorRef } = props;
  const callbacks = useRef({ onChange, onRun });
  callbacks.current = { onChange, onRun };
  const initial = useRef({ code, lang, dark });

  useEffect(() => {
    if (!host.current) return;
    const { code, lang, dark } = initial.current;
    const editor = createEditor(host.current, {
      code,
      lang,
      theme: dark ? 'dark' : 'light',
      label: 'Code editor',
      onChange: (next) => callbacks.current.onChange(next),
      onRun: () => callbacks.current.onRun(),
    });
    editorRef.current = editor;
    return () => {
      editor.destroy();
      editorRef.current = null;
    };
  }, [editorRef]);
  useEffect(() => editorRef.current?.setCode(code), [code, editorRef]);
  useEffect(() => editorRef.current?.setLang(lang), [lang, editorRef]);
  useEffect(() => editorRef.current?.setTheme(dark ? 'dark' : 'light'), [dark, editorRef]);
  return <div className="playground-editor" ref={host} data-testid="playground-editor" />;
}

export default function Playground() {
  const { mode } = useColorMode();
  const initial = useMemo(() => readUrlState(window.location.search), []);
  const [notice, setNotice] = useState<string | undefined>(() => (initial.demo && !getDemo(initial.demo) ? `There is no demo named “${initial.demo}”; showing the default one.` : undefined));
  const [demo, setDemo] = useState<Demo>(() => getDemo(initial.demo ?? 'default') ?? getDemo('default') ?? demos[0]);
  const { storage, memo } = useThemeSession();
  const [lang, setLang] = useState<Lang>(() => initialLang(initial.lang, storage));
  const [code, setCode] = useState<string>(() => initial.code ?? demoCode(demo, lang));
  const [autoRun, setAutoRun] = useState(true);
  const [run, setRun] = useState<Run | undefined>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [running, setRunning] = useState(false);
  const [shareUrl, setShareUrl] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const editorRef = useRef<CodeEditor | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const runRef = useRef<Run | undefined>(undefined);
  const runCounter = useRef(0);
  // Edits per demo and language, so switching away and back keeps them (for this visit).
  const drafts = useRef(new Map<string, string>());

  const pristine = useMemo(() => demoCode(demo, lang), [demo, lang]);
  const edited = code !== pristine;

  // The URL follows the state; the code is in it only when edited.
  useEffect(() => {
    const timer = setTimeout(() => writeUrlState({ demo: demo.name, lang, code: edited ? code : undefined }), 250);
    return () => clearTimeout(timer);
  }, [demo, lang, code, edited]);

  const lastSource = useRef<string | undefined>(undefined);
  const execute = useCallback(async (source: string, language: Lang) => {
    const id = ++runCounter.current;
    lastSource.current = source;
    setRunning(true);
    try {
      const program = await compile(language, source);
      if (id !== runCounter.current) return;
      const next = { id, program };
      runRef.current = next;
      setProblems([]);
      setRun(next);
    } catch (error) {
      if (id !== runCounter.current) return;
      setRunning(false);
      const e = error instanceof CompileError ? error : new CompileError(String((error as Error)?.message ?? error));
      setProblems([{ kind: 'compile', message: e.message, line: e.line, column: e.column }]);
    }
  }, []);

  const codeRef = useRef({ code, lang });
  codeRef.current = { code, lang };
  const runNow = useCallback(() => execute(codeRef.current.code, codeRef.current.lang), [execute]);

  // First run, and a run for every demo or language switch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the program changes identity, not on each keystroke
  useEffect(() => {
    runNow();
  }, [demo, lang, runNow]);

  // The preview takes the site colour mode when it starts: a new mode runs it again.
  const runMode = useRef(mode);
  useEffect(() => {
    if (mode === runMode.current) return;
    runMode.current = mode;
    runNow();
  }, [mode, runNow]);

  // Auto-run: a pause in typing runs the code (unless that code already ran: a switch runs at once).
  useEffect(() => {
    if (!autoRun) return;
    const timer = setTimeout(() => {
      if (code !== lastSource.current) execute(code, lang);
    }, AUTO_RUN_DELAY);
    return () => clearTimeout(timer);
  }, [code, lang, autoRun, execute]);

  // Messages from the preview frame (only from the current one).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      const data = event.data as FrameMessage | undefined;
      if (!frame || event.source !== frame.contentWindow || data?.source !== MESSAGE_SOURCE) return;
      const current = runRef.current;
      if (!current) return;
      if (data.type === 'ready') {
        const importMap = Object.fromEntries(Object.entries(LIB_FILES).map(([name, file]) => [name, `${window.location.origin}${withBase(`/lib/${file}`)}`]));
        const { modules, userModule, entry, html, css } = current.program;
        const message = { source: MESSAGE_SOURCE, type: 'run', modules, userModule, entry, html, css, importMap, origin: window.location.origin, basePath: baseUrl, theme: document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light' };
        // The frame's origin is opaque, so '*' is the only target that reaches it; it is our own frame element.
        frame.contentWindow?.postMessage(message, '*');
      } else if (data.type === 'done') {
        setRunning(false);
      } else if (data.type === 'error') {
        setRunning(false);
        setProblems((list) => [...list, { kind: 'runtime' as const, message: data.message, line: data.line, column: data.column }].slice(-20));
      } else if (data.type === 'console' && data.level === 'error') {
        setProblems((list) => [...list, { kind: 'console' as const, message: data.message }].slice(-20));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const switchTo = (nextDemo: Demo, nextLang: Lang) => {
    drafts.current.set(`${demo.name}:${lang}`, code);
    const draft = drafts.current.get(`${nextDemo.name}:${nextLang}`);
    setNotice(undefined);
    setShareUrl(undefined);
    setStatus('');
    setDemo(nextDemo);
    setLang(nextLang);
    setCode(draft ?? demoCode(nextDemo, nextLang));
  };

  const onFormat = async () => {
    try {
      const formatted = await format(memo, code, lang);
      setProblems((list) => list.filter((p) => p.kind !== 'format'));
      setStatus(formatted === code ? 'Already formatted.' : 'Formatted.');
      setCode(formatted);
    } catch (error) {
      setStatus('');
      setProblems((list) => [...list.filter((p) => p.kind !== 'format'), { kind: 'format', message: String((error as Error)?.message ?? error) }]);
    }
  };

  const onShare = async () => {
    const url = `${window.location.origin}${window.location.pathname}${stateSearch({ demo: demo.name, lang, code: edited ? code : undefined })}`;
    setShareUrl(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied to the clipboard.');
    } catch {
      setStatus('Copy the link below to share this code.');
    }
  };

  const onReset = () => {
    drafts.current.delete(`${demo.name}:${lang}`);
    setCode(pristine);
    setStatus('');
  };

  const dark = mode === 'dark';
  let problemList: ReactNode = null;
  if (problems.length > 0) {
    problemList = (
      <div className="playground-problems" role="alert" data-testid="playground-error">
        {problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only list
          <div key={i} className={`playground-problem playground-problem-${p.kind}`}>
            <strong>{PROBLEM_TITLES[p.kind]}</strong>
            {p.line ? (
              <button type="button" className="playground-problem-line" onClick={() => editorRef.current?.goToLine(p.line ?? 1, p.column)}>
                line {p.line}
                {p.column ? `:${p.column}` : ''}
              </button>
            ) : null}
            <pre>{p.message}</pre>
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className="playground" data-testid="playground">
      <div className="playground-toolbar">
        <label className="playground-demo">
          <span>Demo</span>
          <select value={demo.name} onChange={(e) => switchTo(getDemo(e.target.value) ?? demo, lang)} data-testid="playground-demo">
            {demos.map((d) => (
              <option key={d.name} value={d.name}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
        <div className="playground-langs" role="tablist" aria-label="Language">
          {LANGS.map((l) => (
            <button
              key={l.id}
              type="button"
              role="tab"
              aria-selected={l.id === lang}
              className={l.id === lang ? 'playground-lang active' : 'playground-lang'}
              onClick={() => l.id !== lang && switchTo(demo, l.id)}
              data-lang={l.id}
            >
              {l.label}
            </button>
          ))}
        </div>
        <div className="playground-actions">
          <button type="button" className="button playground-run" onClick={runNow} title="Run (Ctrl+Enter)">
            ▶ Run
          </button>
          <label className="playground-autorun">
            <input type="checkbox" checked={autoRun} onChange={(e) => setAutoRun(e.target.checked)} /> Auto-run
          </label>
          <button type="button" className="button" onClick={onFormat}>
            Format
          </button>
          <button type="button" className="button" onClick={onShare}>
            Share
          </button>
          <button type="button" className="button" onClick={onReset} disabled={!edited}>
            Reset
          </button>
        </div>
      </div>
      {notice ? <p className="playground-notice">{notice}</p> : null}
      {shareUrl ? (
        <label className="playground-share">
          <span>Link to this code</span>
          <input readOnly value={shareUrl} onFocus={(e) => e.target.select()} data-testid="playground-share-url" />
        </label>
      ) : null}
      <p className="playground-status" aria-live="polite">
        {status}
      </p>
      <div className="playground-panes">
        <CodeMirrorEditor code={code} lang={lang} dark={dark} onChange={setCode} onRun={runNow} editorRef={editorRef} />
        <div className="playground-preview" aria-busy={running}>
          {run ? (
            <iframe
              key={run.id}
              ref={frameRef}
              className="playground-frame"
              title={`Preview: ${demo.label}`}
              src={withBase('/lib/playground/')}
              sandbox="allow-scripts"
              data-run={run.id}
            />
          ) : null}
          {problemList}
        </div>
      </div>
    </div>
  );
}
