/** Used when a site has no components/index.tsx of its own. */
export const components = {};
