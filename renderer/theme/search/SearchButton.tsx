/**
 * The navbar search button and the keyboard shortcuts (Ctrl/Cmd+K, `/` outside fields, Escape).
 * Only this file is in the initial bundle: the DocSearch modal and the search index are loaded
 * the first time search is hovered, focused or opened. The button and the shortcuts are
 * DocSearch 3.9's (DocSearchButton, useDocSearchKeyboardEvents), rewritten here: importing
 * them from @docsearch/react would put the whole package, modal included, in the initial bundle
 * (it is one module, shared with the lazy modal chunk).
 */
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './button.css';
import { Component, type ComponentProps, forwardRef, type ReactNode, type RefObject, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { retryableLazy } from '../base/lazy.ts';
import { keep, type SessionMemo } from '../base/memo.ts';
import { useStableNavigate } from '../base/navigate.tsx';
import { useThemeSession } from '../base/session.ts';
import { config } from '../base/site.ts';

/** The session's modal: a chunk that failed to load is tried again on the next open. */
const makeModal = () => retryableLazy(() => import('./SearchModal.tsx'));
const modalOf = (memo: SessionMemo) => keep(memo, makeModal);

export function preloadSearch(memo: SessionMemo): void {
  modalOf(memo).preload().catch(() => {});
  // The index loader is a chunk of its own, fetched beside the modal's: the index download does not wait for the modal code.
  if (!config.themeConfig.algolia) import('./load-index.ts').then((m) => m.preloadSearchIndex(memo), () => {});
}

function isEditingContent(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA';
}

/** DocSearch 3.9's useDocSearchKeyboardEvents. */
export function useSearchKeyboardEvents(options: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}): void {
  const { isOpen, onOpen, onClose, onInput, searchButtonRef } = options;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditingContent(event) && event.key === '/' && !isOpen)
      ) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      // A letter or digit typed on the focused button opens the modal with it.
      if (searchButtonRef.current && searchButtonRef.current === document.activeElement && onInput && /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}

type ButtonProps = Omit<ComponentProps<'button'>, 'ref'>;

/** The button's accessible name: its visible text, key hint included (WCAG 2.5.3, label in name). */
function searchButtonLabel(modifier: string | null): string {
  return modifier ? `Search ${modifier} K` : 'Search';
}

/** DocSearch 3.9's DocSearchButton markup (its CSS styles it); the key hint appears after hydration. */
const SearchButtonElement = forwardRef<HTMLButtonElement, ButtonProps>(function SearchButtonElement(props, ref) {
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-label={searchButtonLabel(modifier)} aria-keyshortcuts="Control+K Meta+K /" {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">Search</span>
      </span>
      {/* Spaces between the visible words (a flex layout does not draw them): without them checkers read "SearchCtrlK" as one word. */}
      {' '}
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {modifier ? (
          <>
            <kbd className={`DocSearch-Button-Key${modifier === 'Ctrl' ? ' DocSearch-Button-Key--ctrl' : ''}`}>{modifier}</kbd>{' '}
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        ) : null}
      </span>
    </button>
  );
});

/** A modal chunk that failed to load closes the modal; the next open tries again. */
class ModalBoundary extends Component<{ children: ReactNode; onError: () => void; reset: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('The search modal failed to load:', error);
    this.props.reset();
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function SearchButton() {
  const navigate = useStableNavigate();
  const { memo } = useThemeSession();
  const preload = useCallback(() => preloadSearch(memo), [memo]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [scrollY, setScrollY] = useState(0);

  const onOpen = useCallback(() => {
    preloadSearch(memo);
    setScrollY(window.scrollY);
    setOpen(true);
  }, [memo]);
  const onClose = useCallback(() => {
    setOpen(false);
    setInitialQuery(undefined);
  }, []);
  // A letter or digit typed while the button has focus opens the modal with it as the query.
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      setInitialQuery(event.key);
      onOpen();
    },
    [onOpen],
  );
  useSearchKeyboardEvents({ isOpen: open, onOpen, onClose, onInput, searchButtonRef: buttonRef });

  const modal = modalOf(memo);
  const Modal = modal.Component;
  return (
    <>
      <SearchButtonElement ref={buttonRef} onClick={onOpen} onMouseEnter={preload} onFocus={preload} onTouchStart={preload} />
      {open
        ? createPortal(
            <ModalBoundary onError={onClose} reset={modal.reset}>
              <Suspense fallback={null}>
                <Modal onClose={onClose} initialQuery={initialQuery} initialScrollY={scrollY} navigate={navigate} />
              </Suspense>
            </ModalBoundary>,
            document.body,
          )
        : null}
    </>
  );
}
