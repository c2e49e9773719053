/**
 * The navbar drawer below 996 px. As in Docusaurus it has two panels: the primary one lists the
 * navbar items; on a page with a docs sidebar it opens on the secondary one, that sidebar (the
 * desktop sidebar is hidden at this width), with a button back to the primary panel. It is
 * mounted only while open, so the prerendered HTML carries neither panel.
 */
import { type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { NAVBAR_DRAWER_ID } from '../../../schema/reserved-ids.ts';
import type { ResolvedSidebarItem } from '../../../schema/sidebars.ts';
import { SidebarMenu } from '../docs/Sidebar.tsx';
import './drawer.css';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface NavbarDrawerProps {
  brand: ReactNode;
  /** The navbar items: the primary panel. */
  items: ReactNode;
  /** The current page's docs sidebar, if it has one: the secondary panel. */
  sidebar?: ResolvedSidebarItem[];
  /** The hamburger button, which gets the focus back when the drawer closes. */
  toggle: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

export function NavbarDrawer({ brand, items, sidebar, toggle, onClose }: NavbarDrawerProps) {
  // Each opening starts on the sidebar again (the drawer remounts), as Docusaurus's does.
  const [showSidebar, setShowSidebar] = useState(sidebar !== undefined);
  const drawer = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const primary = useRef<HTMLDivElement>(null);

  // Focus moves into the dialog when it opens and back to the hamburger when it closes, unless
  // the reader has meanwhile put it somewhere else. A layout effect's cleanup runs while the
  // drawer is still in the document, so whether the focus is inside it can still be told.
  useLayoutEffect(() => {
    const element = drawer.current;
    const returnTo = toggle.current;
    close.current?.focus();
    element?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
    return () => {
      const active = document.activeElement;
      if (!active || active === document.body || element?.contains(active)) returnTo?.focus();
    };
  }, [toggle]);

  // The links change the page: the drawer closes at once rather than when the next page is loaded,
  // and also when the link is the current page's own, which navigates nowhere.
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };

  // A modal dialog keeps Tab inside it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !drawer.current) return;
    const focusable = [...drawer.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const backToMainMenu = () => {
    // The button goes away with the panel: the focus goes to the first item of the main menu
    // (rendered synchronously for that) instead of falling back to the document.
    flushSync(() => setShowSidebar(false));
    primary.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a shortcut; the close button and Escape are the accessible ways
    <div className="navbar-drawer-backdrop" onClick={onClose} role="presentation">
      <div id={NAVBAR_DRAWER_ID} ref={drawer} className="navbar-drawer" role="dialog" aria-modal="true" aria-label="Navigation menu" onClick={onClick} onKeyDown={onKeyDown}>
        <div className="navbar-drawer-header">
          {brand}
          <button type="button" ref={close} className="navbar-drawer-close" aria-label="Close navigation menu" onClick={onClose}>
            ×
          </button>
        </div>
        {showSidebar && sidebar ? (
          <div className="navbar-drawer-panel navbar-drawer-secondary">
            <button type="button" className="navbar-drawer-back" onClick={backToMainMenu}>
              ← Back to main menu
            </button>
            <SidebarMenu items={sidebar} />
          </div>
        ) : (
          <div ref={primary} className="navbar-drawer-panel navbar-drawer-items">
            {items}
          </div>
        )}
      </div>
    </div>
  );
}
