/**
 * The ids the renderer gives its own elements. They all start with one prefix that content may
 * not use (the parser reports `reserved-id`), so an id in a page can never shadow one of them.
 */
export const RESERVED_ID_PREFIX = '__docs';

/** The app's container (renderer/theme/index.html writes it literally). */
export const ROOT_ID = '__docs';
/** The prerendered page's data: a `<script type="application/json">`, which content can never produce. */
export const DATA_ID = '__docs_data';
export const MAIN_ID = '__docs_main';
export const NAVBAR_DRAWER_ID = '__docs_navbar_drawer';
/** React's `useId` writes `_${prefix}R_…_` when prerendering and `_${prefix}r_…_` in the browser: with this prefix, `__docs_…`. */
export const REACT_ID_PREFIX = '_docs_';

export function isReservedId(id: string): boolean {
  return id.startsWith(RESERVED_ID_PREFIX);
}
