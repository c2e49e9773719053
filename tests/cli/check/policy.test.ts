import { describe, expect, it } from 'vitest';
import { applyPolicy } from '../../../cli/check/policy.ts';
import { diagnostic } from '../../../cli/diagnostics/create.ts';
import type { SiteConfig } from '../../../schema/config.ts';
import { siteConfig } from '../../../schema/config.ts';
import { expectFixture } from '../../helpers/check-fixture.ts';

const CODES = ['broken-link', 'broken-anchor', 'broken-markdown-link', 'duplicate-route'] as const;

describe('policy', () => {
  it('maps throw → error for all four options, and every check reports together', async () => {
    const run = await expectFixture('levels-throw');
    expect(run.diagnostics.map((d) => [d.code, d.level])).toEqual(CODES.map((code) => [code, 'error']));
  });

  it('maps warn → warn (exit 0)', async () => {
    const run = await expectFixture('levels-warn');
    expect(run.diagnostics.map((d) => [d.code, d.level])).toEqual(CODES.map((code) => [code, 'warn']));
    expect(run.exitCode).toBe(0);
  });

  it('drops findings at ignore', async () => {
    const run = await expectFixture('levels-ignore');
    expect(run.diagnostics).toEqual([]);
  });

  it('keeps the level of findings that no option governs', () => {
    const config: SiteConfig = siteConfig.parse({ title: 'T', url: 'https://example.com', onBrokenLinks: 'ignore', onBrokenAnchors: 'warn' });
    const out = applyPolicy(
      [
        diagnostic({ code: 'broken-link', message: 'x', file: 'a.md' }),
        diagnostic({ code: 'broken-anchor', message: 'x', file: 'a.md' }),
        diagnostic({ code: 'unknown-doc-id', message: 'x', file: 'sidebars.ts' }),
        diagnostic({ code: 'unknown-frontmatter-key', message: 'x', file: 'a.md' }),
      ],
      config,
    );
    expect(out.map((d) => [d.code, d.level])).toEqual([
      ['broken-anchor', 'warn'],
      ['unknown-doc-id', 'error'],
      ['unknown-frontmatter-key', 'warn'],
    ]);
  });

  it('sets the level of unsafe-html and unsafe-url from onUnsafeContent, an error by default', () => {
    const findings = [diagnostic({ code: 'unsafe-html', message: 'x', file: 'a.md' }), diagnostic({ code: 'unsafe-url', message: 'x', file: 'a.md' })];
    const levels = (onUnsafeContent?: string) =>
      applyPolicy(findings, siteConfig.parse({ title: 'T', url: 'https://example.com', onUnsafeContent })).map((d) => [d.code, d.level]);
    expect(levels()).toEqual([
      ['unsafe-html', 'error'],
      ['unsafe-url', 'error'],
    ]);
    expect(levels('warn')).toEqual([
      ['unsafe-html', 'warn'],
      ['unsafe-url', 'warn'],
    ]);
    expect(levels('ignore')).toEqual([]);
  });

  it("maps Docusaurus's log → info, printed and never counted", () => {
    const config = siteConfig.parse({ title: 'T', url: 'https://example.com', onBrokenLinks: 'log' });
    const out = applyPolicy([diagnostic({ code: 'broken-link', message: 'x', file: 'a.md' })], config);
    expect(out.map((d) => [d.code, d.level])).toEqual([['broken-link', 'info']]);
  });

  it('takes the level of broken Markdown links from markdown.hooks, and from the top-level option over it when both are set', () => {
    const levels = (options: object) =>
      applyPolicy([diagnostic({ code: 'broken-markdown-link', message: 'x', file: 'a.md' })], siteConfig.parse({ title: 'T', url: 'https://example.com', ...options })).map((d) => d.level);
    expect(levels({})).toEqual(['warn']);
    expect(levels({ markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } } })).toEqual(['error']);
    expect(levels({ onBrokenMarkdownLinks: 'throw', markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } } })).toEqual(['error']);
    expect(levels({ onBrokenMarkdownLinks: 'ignore', markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } } })).toEqual([]);
  });
});
