/**
 * The navbar's `docsVersionDropdown`, as Docusaurus shows it: a button labelled with the version
 * being read (on a docs page of the instance), else the preferred one, else the last; its menu
 * lists every version, each link going to the same doc in that version when it has it (the
 * versions' doc lists are fetched when the menu first opens), else to its main doc. Choosing one
 * makes it the instance's preferred version. Loaded only by sites with such an item.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from '../base/Link.tsx';
import { useThemeSession } from '../base/session.ts';
import { useSameDocInVersions } from '../docs/version-docs.ts';
import { activeVersion, type DocsInstanceSummary, lastVersion, preferredVersionKey } from '../docs/versions.ts';
import './version-dropdown.css';

const subscribe = (listener: () => void) => {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
};

/** The instance's preferred version name; null while prerendering and hydrating (the server snapshot). */
function usePreferredVersion(instance: string): string | null {
  const { storage } = useThemeSession();
  return useSyncExternalStore(
    subscribe,
    () => storage.get(preferredVersionKey(instance)),
    () => null,
  );
}

export function VersionDropdown({ instance, pathname }: { instance: DocsInstanceSummary; pathname: string }) {
  const [open, setOpen] = useState(false);
  const { storage } = useThemeSession();
  const [wanted, setWanted] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const preferred = usePreferredVersion(instance.id);
  const active = activeVersion(instance, pathname);
  const shown = active ?? instance.versions.find((version) => version.name === preferred) ?? lastVersion(instance);
  const same = useSameDocInVersions(instance.id, pathname, wanted && active !== undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: the menu closes on navigation
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const want = () => setWanted(true);
  return (
    <div ref={root} className={`navbar-item version-dropdown${open ? ' open' : ''}`}>
      <button
        ref={button}
        type="button"
        className="navbar-link version-dropdown-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        // The versions' doc lists load when the button is pointed at or focused, before the menu opens.
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(!open);
        }}
      >
        {shown.label}
      </button>
      <ul id={menuId} className="version-dropdown-menu" hidden={!open}>
        {instance.versions.map((version) => {
          const current = version.name === shown.name;
          return (
            <li key={version.name}>
              <Link
                to={same?.[version.name] ?? version.mainDoc}
                className={`version-dropdown-link${current ? ' active' : ''}`}
                aria-current={current && active !== undefined ? 'page' : undefined}
                onClick={() => {
                  storage.set(preferredVersionKey(instance.id), version.name);
                  setOpen(false);
                }}
              >
                {version.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
