/**
 * mdx-loader writes each image and linked file of a page as a webpack inline-loader require
 * (`require("!<url-loader>?…!./img/x.png").default`), which only webpack runs. The same file
 * imported with `?url` is its URL to Vite (inlined below its size limit, as url-loader inlines),
 * whatever rule would take the file otherwise (an SVG imported by a page is a component, ./svgr.ts,
 * but not one the page's Markdown shows as an image): each such require becomes that import.
 */
const INLINE_REQUIRE = /require\("!(?:[^"\\]|\\.)*?!((?:[^"!\\]|\\.)+)"\)\.default/g;

export function esmAssets(code: string): string {
  const imports = new Map<string, string>();
  const replaced = code.replace(INLINE_REQUIRE, (_whole, file: string) => {
    let name = imports.get(file);
    if (!name) {
      name = `__docusaurusAsset${imports.size}`;
      imports.set(file, name);
    }
    return name;
  });
  if (imports.size === 0) return code;
  const lines = [...imports].map(([file, name]) => `import ${name} from "${file}?url";\n`).join('');
  return lines + replaced;
}
