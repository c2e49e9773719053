/** The modules the site's build plugin (../plugin/index.ts) gives the bundles. */
declare module 'virtual:gallery-cards' {
  /** card permalink → the name of the demo its thumbnail shows */
  const cards: Record<string, string>;
  export default cards;
}
