/// <reference types="vite/client" />
declare module 'virtual:navbar-targets' {
  const targets: { docs: Record<string, string>; sidebars: Record<string, string> };
  export default targets;
}
declare module '@out/config.json' {
  const value: unknown;
  export default value;
}
declare module '*.css' {}
declare module '@site-components' {
  export const components: Record<string, import('react').ComponentType<Record<string, unknown>>>;
}
