/**
 * The site `docs-cli init` writes: docs with a sidebar, a blog and a home page, small enough to
 * read in a minute and complete enough that `check`, `build --site` and `serve` take it at once.
 * Each file says what it is for; nothing here is racing-bars'.
 */

/** The files of a new site by path, made for its title and the day it is made (the first post's date). */
export function siteTemplate(title: string, today: string): Record<string, string> {
  return {
    'docs.config.ts': `import { defineConfig } from 'docs-cli/config';

// Every option is described in docs-cli's README, under Configuration.
export default defineConfig({
  title: ${JSON.stringify(title)},
  tagline: 'Documentation built with docs-cli',
  url: 'https://example.com',
  baseUrl: '/',
  // A broken link or anchor fails \`check\` and the build: fix it before it reaches readers.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  docs: { path: 'docs', routeBasePath: '/docs', sidebarPath: 'sidebars.ts' },
  blog: { path: 'blog', routeBasePath: '/blog' },
  themeConfig: {
    navbar: {
      title: ${JSON.stringify(title)},
      items: [
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Docs', items: [{ label: 'Introduction', to: '/docs/intro' }] },
        { title: 'More', items: [{ label: 'Blog', to: '/blog' }] },
      ],
    },
  },
});
`,
    'sidebars.ts': `// The docs sidebar: each entry is a doc id (its path under docs/, without the extension) or a category.
export default {
  docs: [
    'intro',
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: ['guides/write-a-page', 'guides/link-pages'],
    },
  ],
};
`,
    'docs/intro.md': `---
sidebar_label: Introduction
---

# Introduction

Welcome to the documentation of ${title}. This page is \`docs/intro.md\`; it is served at
\`/docs/intro\` and listed first in the sidebar (\`sidebars.ts\`).

## What is here

- [Write a page](./guides/write-a-page.md): front matter, headings and code.
- [Link pages](./guides/link-pages.md): links that \`docs-cli check\` keeps working.
- The [blog](/blog), for news and release notes.
`,
    'docs/guides/write-a-page.md': `# Write a page

A page is a Markdown file under \`docs/\`. Its first heading is its title; front matter above it
can set another (\`title\`), a sidebar label (\`sidebar_label\`) or a URL (\`slug\`).

## Headings

Every heading gets an anchor from its text: this section is [#headings](#headings). Give one
an id of your own with \`{#my-id}\` at the end of the heading.

## Code

\`\`\`js title="hello.js"
console.log('Hello, docs!');
\`\`\`

Next: [link pages](./link-pages.md).
`,
    'docs/guides/link-pages.md': `# Link pages

Link to another page by its file, and the link follows it wherever its URL goes:
[the introduction](../intro.md). A heading of another page is a fragment away:
[its list of pages](../intro.md#what-is-here).

## When a link breaks

\`docs-cli check\` reads every link and anchor. One that leads nowhere is reported with its
file, line and column, and the pages or anchors it most likely meant.
`,
    'blog/authors.yml': `team:
  name: The ${title} team
`,
    [`blog/${today}-welcome.md`]: `---
title: Welcome
authors: [team]
tags: [news]
---

The first post of the ${title} blog. The part above the marker is the excerpt shown in the list.

<!-- truncate -->

Posts are Markdown files in \`blog/\`, named by their date. Write the next one beside this one.
`,
    'pages/index.md': `---
title: ${JSON.stringify(title)}
hide_table_of_contents: true
---

# ${title}

Documentation built with docs-cli.

- [Read the docs](/docs/intro)
- [Read the blog](/blog)
`,
  };
}

/** Kept out of version control: the build output and docs-cli's cache (written only when the site has no .gitignore). */
export const GITIGNORE = `# docs-cli: the built site and the cache
out/
.docs-cli/
node_modules/
`;
