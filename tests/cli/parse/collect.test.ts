/**
 * The last pass over a page's tree: only allowlisted attributes and props stay, every removal is
 * a positioned `unsafe-html` finding, ids that would shadow the renderer's are reported, and
 * nothing a removed element held is lost silently.
 */
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../cli/parse/index.ts';

/** The props the site's config declares for its chart (`componentProps`). */
const componentProps = { RaceChart: { dataUrl: 'string', options: 'object', height: 'number' } } as const;

async function parse(text: string, format: 'md' | 'mdx' = 'mdx') {
  const parsed = await parseSource({ path: `docs/page.${format}`, hash: 'h', kind: 'doc', format, text }, { themes: { light: 'github-light', dark: 'github-dark' }, componentProps } as never);
  return {
    findings: parsed.diagnostics.map((d) => ({ code: d.code, message: d.message, line: d.line, column: d.column })),
    body: JSON.parse(parsed.body) as { children: unknown[] },
    links: parsed.links.map((l) => l.url),
    anchors: parsed.anchors,
    plainAnchors: parsed.plainAnchors,
  };
}

const element = (tagName: string, properties: Record<string, unknown>, children: unknown[] = []) => ({ type: 'element', tagName, properties, children });
const text = (value: string) => ({ type: 'text', value });

describe('attributes of HTML elements', () => {
  it('removes dangerouslySetInnerHTML from a JSX element and reports it at the attribute', async () => {
    const page = await parse(`# Page\n\n<div dangerouslySetInnerHTML={{__html: "<script src=/x.js></script><meta http-equiv=refresh content='0;url=https://evil.example/'>"}} />\n`);
    expect(page.findings).toEqual([
      { code: 'unsafe-html', message: 'the attribute `dangerouslySetInnerHTML` is not allowed on <div>; it was removed', line: 3, column: 6 },
    ]);
    expect(page.body.children).toEqual([element('div', {})]);
  });

  it('keeps global, aria-*, data-* and role attributes and removes unknown and code-loading ones from raw HTML', async () => {
    const page = await parse('<div foo="bar" data-ok="1" aria-label="fine" role="note" style="color:red" title="t">x</div>\n\n<a href="/x" ping="https://evil.example/">go</a> <button formaction="/x">send</button>\n', 'md');
    expect(page.findings).toEqual([
      { code: 'unsafe-html', message: 'the attribute `foo` is not allowed on <div>; it was removed', line: 1, column: 1 },
      { code: 'unsafe-html', message: 'the attribute `ping` is not allowed on <a>; it was removed', line: 3, column: 1 },
      { code: 'unsafe-html', message: 'the attribute `formaction` is not allowed on <button>; it was removed', line: 3, column: 50 },
    ]);
    expect(page.body.children[0]).toEqual(element('div', { dataOk: '1', ariaLabel: 'fine', role: 'note', style: 'color:red', title: 't' }, [text('x')]));
    expect(page.body.children[2]).toEqual(element('p', {}, [element('a', { href: '/x' }, [text('go')]), text(' '), element('button', {}, [text('send')])]));
  });

  it('removes a name from <img> and <form>, which would shadow a method of document', async () => {
    const page = await parse('<img src="/a.png" alt="a" name="getElementById" />\n\n<form name="querySelector"><input name="q" /></form>\n');
    expect(page.findings).toEqual([
      { code: 'unsafe-html', message: 'the attribute `name` is not allowed on <img>; it was removed', line: 1, column: 27 },
      { code: 'unsafe-html', message: 'the attribute `name` is not allowed on <form>; it was removed', line: 3, column: 7 },
    ]);
    expect(page.body.children.filter((node) => (node as { type: string }).type === 'element')).toEqual([
      element('img', { src: '/a.png', alt: 'a' }),
      element('form', {}, [element('input', { name: 'q' })]),
    ]);
  });

  it('removes an object value from an attribute of a JSX element', async () => {
    const page = await parse('<span title={{ a: 1 }} lang="en">x</span>\n');
    expect(page.findings).toEqual([
      { code: 'unsafe-html', message: 'the attribute `title` on <span> must be a string, number or boolean; it was removed', line: 1, column: 7 },
    ]);
    expect(page.body.children).toEqual([element('p', {}, [element('span', { lang: 'en' }, [text('x')])])]);
  });

  it('turns a JSX style object of plain values into CSS text, with px where React adds it', async () => {
    const page = await parse(`<div style={{ height: 400, lineHeight: 1.5, marginTop: 0, backgroundColor: 'red', WebkitLineClamp: 2, msFlexWrap: 'wrap', '--accent': 2 }}>x</div>\n`);
    expect(page.findings).toEqual([]);
    expect(page.body.children).toEqual([
      element('div', { style: 'height:400px;line-height:1.5;margin-top:0;background-color:red;-webkit-line-clamp:2;-ms-flex-wrap:wrap;--accent:2' }, [text('x')]),
    ]);
  });

  it('removes a style object that is not flat string and number values', async () => {
    const page = await parse(`<div style={{ color: { dark: 'red' } }}>x</div>\n`);
    expect(page.findings).toEqual([
      { code: 'unsafe-html', message: 'the attribute `style` on <div> must be a string, number or boolean; it was removed', line: 1, column: 6 },
    ]);
  });

  it('keeps the attributes of SVG as pasted into Markdown and MDX', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" width="10"><path d="M0 0h10" stroke-width="2" fill="none"/><use xlink:href="#p"/><foreignObject><p title="t">x</p></foreignObject></svg>';
    const md = await parse(`${svg}\n`, 'md');
    expect(md.findings).toEqual([]);
    const mdx = await parse('<svg viewBox="0 0 10 10" strokeWidth={2}><path d="M0 0h10" strokeLinecap="round" /><use xlinkHref="#p" /></svg>\n');
    expect(mdx.findings).toEqual([]);
    expect(mdx.body.children).toEqual([
      element('svg', { viewBox: '0 0 10 10', strokeWidth: 2 }, [element('path', { d: 'M0 0h10', strokeLinecap: 'round' }), element('use', { xLinkHref: '#p' })]),
    ]);
  });
});

describe('props of components', () => {
  it('removes dangerouslySetInnerHTML from <Link> and keeps its listed props', async () => {
    const page = await parse(`<Link to="/x" className="button" dangerouslySetInnerHTML={{__html: '<img src=x onerror=alert(1)>'}}>go</Link>\n`);
    expect(page.findings).toEqual([
      { code: 'unsafe-html', message: '`dangerouslySetInnerHTML` is not a prop content can set on <Link>; it was removed', line: 1, column: 34 },
    ]);
    expect(page.body.children).toEqual([element('p', {}, [element('Link', { to: '/x', className: ['button'] }, [text('go')])])]);
  });

  it('removes props a component the site declares does not take, handlers, and values of the wrong kind', async () => {
    const page = await parse('<RaceChart dataUrl="/data/x.csv" onReady="go()" theme={{ a: 1 }} height="400" options={{ topN: 5 }} />\n');
    expect(page.findings).toEqual([
      { code: 'unsafe-html', message: '`onReady` is not a prop content can set on <RaceChart>; it was removed', line: 1, column: 34 },
      { code: 'unsafe-html', message: '<RaceChart> takes no prop `theme`; it was removed', line: 1, column: 49 },
      { code: 'unsafe-html', message: 'the prop `height` of <RaceChart> must be a number; it was removed', line: 1, column: 66 },
    ]);
    expect(page.body.children).toEqual([element('RaceChart', { dataUrl: '/data/x.csv', options: { topN: 5 } })]);
  });

  it("gives a site's own component strings, numbers and booleans only", async () => {
    const page = await parse('<CrashTest message="boom" count={2} loud data={{ a: 1 }} style="color:red" ref="r" />\n');
    expect(page.findings).toEqual([
      { code: 'unsafe-html', message: "the prop `data` of <CrashTest> must be a string, number or boolean (a site component takes other values only as its config's `componentProps` declares); it was removed", line: 1, column: 42 },
      { code: 'unsafe-html', message: '`style` is not a prop content can set on <CrashTest>; it was removed', line: 1, column: 58 },
      { code: 'unsafe-html', message: '`ref` is not a prop content can set on <CrashTest>; it was removed', line: 1, column: 76 },
    ]);
    expect(page.body.children).toEqual([element('CrashTest', { message: 'boom', count: 2, loud: true })]);
  });
});

describe('SVG animations', () => {
  it('removes <animate> and <set> that would set a link or a handler, at their attributeName, and keeps other animations', async () => {
    const page = await parse(
      [
        '<svg viewBox="0 0 10 10">',
        '  <a href="/ok">',
        '    <animate attributeName="href" values="javascript:alert(1)" />',
        '    <set attributeName="xlink:href" to="javascript:alert(1)" />',
        '    <animateTransform attributename="onclick" to="alert(1)" />',
        '    <animate attributeName="x" from="0" to="5" dur="1s" />',
        '    <text>t</text>',
        '  </a>',
        '</svg>',
        '',
      ].join('\n'),
    );
    expect(page.findings).toEqual([
      { code: 'unsafe-html', message: '<animate> may not animate `href`: it could set a link or an event handler, and was removed', line: 3, column: 14 },
      { code: 'unsafe-html', message: '<set> may not animate `xlink:href`: it could set a link or an event handler, and was removed', line: 4, column: 10 },
      { code: 'unsafe-html', message: '<animateTransform> may not animate `onclick`: it could set a link or an event handler, and was removed', line: 5, column: 23 },
    ]);
    expect(JSON.stringify(page.body)).not.toContain('javascript');
    expect(JSON.stringify(page.body)).toContain('"attributeName":"x"');
  });

  it('removes the same animations from raw HTML in Markdown, at their element', async () => {
    const page = await parse('<svg><a href="/ok"><set attributeName="href" to="javascript:alert(1)"></set><text>t</text></a></svg>\n', 'md');
    expect(page.findings).toEqual([
      { code: 'unsafe-html', message: '<set> may not animate `href`: it could set a link or an event handler, and was removed', line: 1, column: 20 },
    ]);
    expect(JSON.stringify(page.body)).not.toContain('javascript');
  });
});

describe('ids the renderer reserves', () => {
  it('reports ids and names starting with __docs in JSX, raw HTML and headings, at their position', async () => {
    const page = await parse('<p id="__docs_data">x</p>\n\n## Data {/* #__docs_main */}\n\n## __docs internals\n\n<a name="__docs_menu">y</a>\n');
    expect(page.findings).toEqual([
      { code: 'reserved-id', message: "the id `__docs_data` starts with `__docs`, which only the site's own elements may use", line: 1, column: 4 },
      { code: 'reserved-id', message: "the id `__docs_main` starts with `__docs`, which only the site's own elements may use", line: 3, column: 1 },
      { code: 'reserved-id', message: "the id `__docs-internals` starts with `__docs`, which only the site's own elements may use", line: 5, column: 1 },
      { code: 'reserved-id', message: "the name `__docs_menu` starts with `__docs`, which only the site's own elements may use", line: 7, column: 4 },
    ]);
    const md = await parse('Text\n\n<p id="__docs_data">x</p>\n\n## Custom {#__docs_x}\n', 'md');
    expect(md.findings).toEqual([
      { code: 'reserved-id', message: "the id `__docs_data` starts with `__docs`, which only the site's own elements may use", line: 3, column: 1 },
      { code: 'reserved-id', message: "the id `__docs_x` starts with `__docs`, which only the site's own elements may use", line: 5, column: 1 },
    ]);
  });
});

describe('removed elements', () => {
  it('keeps the Markdown after an unclosed <noscript> whose attribute holds </noscript>, and says so', async () => {
    const page = await parse('before\n\n<noscript title="</noscript><p>after</p>">\n\nafter one\n\n## Heading after\n\n[link](/y)\n', 'md');
    expect(page.findings).toEqual([
      { code: 'unsafe-html', message: '<noscript> is not allowed in content and was removed; the elements inside it, from 5:1, were kept', line: 3, column: 1 },
    ]);
    expect(page.body.children.filter((node) => (node as { type: string }).type === 'element')).toEqual([
      element('p', {}, [text('before')]),
      element('p', {}, [text('after one')]),
      element('h2', { id: 'heading-after' }, [text('Heading after')]),
      element('p', {}, [element('a', { href: '/y' }, [text('link')])]),
    ]);
    expect(page.links).toEqual(['/y']);
    expect(page.anchors).toEqual(['heading-after']);
  });

  it('keeps what a JSX <noscript> held, cleaned like any other content', async () => {
    const page = await parse('<noscript title="</noscript><p>after</p>">\n\nfallback <img src="/a.png" onerror="x()" />\n\n</noscript>\n\nafter\n');
    expect(page.findings).toEqual([
      { code: 'unsafe-html', message: '<noscript> is not allowed in content and was removed; the elements inside it, from 3:1, were kept', line: 1, column: 1 },
      { code: 'unsafe-html', message: 'the event handler attribute `onerror` on <img> is not allowed and was removed', line: 3, column: 28 },
    ]);
    expect(page.body.children.filter((node) => (node as { type: string }).type === 'element')).toEqual([
      element('p', {}, [text('fallback '), element('img', { src: '/a.png' })]),
      element('p', {}, [text('after')]),
    ]);
  });

  it('drops the text of a removed script', async () => {
    const page = await parse('<script>alert(1)</script>\n\nafter\n', 'md');
    expect(page.findings).toEqual([{ code: 'unsafe-html', message: '<script> is not allowed in content and was removed', line: 1, column: 1 }]);
    expect(JSON.stringify(page.body)).not.toContain('alert');
  });
});

describe("ids Docusaurus's broken-anchor check does not collect", () => {
  it('are those of elements written as JSX in MDX and names, while Markdown headings, footnotes and components count', async () => {
    const page = await parse(
      '# Title\n\n## Made by Markdown\n\n<section id="box">x</section>\n\n<a id="jsx-a"></a> <a name="named"></a>\n\n<h2 id="jsx-h2">y</h2>\n\n<Link id="link-id" to="/x">z</Link>\n\nNote.[^n]\n\n[^n]: The note.\n',
    );
    expect(page.anchors).toEqual(['box', 'footnote-label', 'jsx-a', 'jsx-h2', 'link-id', 'made-by-markdown', 'named', 'user-content-fn-n', 'user-content-fnref-n']);
    expect(page.plainAnchors).toEqual(['box', 'jsx-a', 'jsx-h2', 'named']);
  });

  it("are, in a CommonMark page, only those raw HTML gives elements that Docusaurus's components do not render (a div, not an a or h2)", async () => {
    const page = await parse('<a id="raw-a"></a>\n\n<h2 id="raw-h2">x</h2>\n\n<div id="raw-div">y</div>\n', 'md');
    expect(page.anchors).toEqual(['raw-a', 'raw-div', 'raw-h2']);
    expect(page.plainAnchors).toEqual(['raw-div']);
  });

  it('leave out an id that some collected element also carries, and are absent when every id is collected', async () => {
    expect((await parse('## Same\n\n<span id="same">x</span>\n')).plainAnchors).toBeUndefined();
    expect((await parse('## One\n\n## Two\n')).plainAnchors).toBeUndefined();
  });
});
