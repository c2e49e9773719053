import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { formatPath, zodIssuesToDiagnostics } from '../../../cli/diagnostics/zod-issues.ts';

const schema = z.strictObject({
  title: z.string(),
  level: z.enum(['throw', 'warn', 'ignore']).default('throw'),
  nested: z.strictObject({ items: z.array(z.strictObject({ label: z.string(), position: z.number().optional() })) }).optional(),
  link: z.discriminatedUnion('type', [z.strictObject({ type: z.literal('doc'), id: z.string() }), z.strictObject({ type: z.literal('url'), href: z.string() })]).optional(),
});

function diagnose(input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return zodIssuesToDiagnostics(result.error, schema, {
    file: 'config.ts',
    code: 'invalid-config',
    input,
    locate: (path) => ({ line: path.length + 1, column: 7 }),
  });
}

describe('formatPath', () => {
  it('writes keys with dots and indices in brackets', () => {
    expect(formatPath(['themeConfig', 'navbar', 'items', 2, 'type'])).toBe('themeConfig.navbar.items[2].type');
    expect(formatPath([0, 'a'])).toBe('[0].a');
    expect(formatPath([])).toBe('(root)');
  });
});

describe('zodIssuesToDiagnostics', () => {
  it('names the key path, the expected type and what was found, at the located position', () => {
    expect(diagnose({ title: 42 })).toEqual([
      { level: 'error', code: 'invalid-config', message: '`title`: expected string, got number 42', file: 'config.ts', line: 2, column: 7, target: 'title' },
    ]);
  });

  it('lists the allowed values of an enum and suggests the closest one', () => {
    expect(diagnose({ title: 'T', level: 'warns' })).toEqual([
      {
        level: 'error',
        code: 'invalid-config',
        message: '`level`: expected one of "throw", "warn", "ignore", got "warns"',
        file: 'config.ts',
        line: 2,
        column: 7,
        target: 'level',
        suggestions: ['warn'],
        hint: 'did you mean "warn"?',
      },
    ]);
  });

  it('points at an unknown key and suggests the known key it is closest to', () => {
    expect(diagnose({ title: 'T', levl: 'warn' })).toEqual([
      { level: 'error', code: 'invalid-config', message: '`levl`: unknown key', file: 'config.ts', line: 2, column: 7, target: 'levl', suggestions: ['level'], hint: 'did you mean `level`?' },
    ]);
  });

  it('lists the known keys when no key is close', () => {
    const [d] = diagnose({ title: 'T', nested: { items: [], zzzzzzzzzzzzzzz: 1 } });
    expect([d.message, d.hint, d.line]).toEqual(['`nested.zzzzzzzzzzzzzzz`: unknown key', 'known keys: items', 3]);
  });

  it('follows arrays and reports missing values as nothing', () => {
    expect(diagnose({ title: 'T', nested: { items: [{ label: 'a' }, { position: 'x' }] } }).map((d) => [d.message, d.target, d.line])).toEqual([
      ['`nested.items[1].label`: expected string, got nothing', 'nested.items[1].label', 5],
      ['`nested.items[1].position`: expected number, got "x"', 'nested.items[1].position', 5],
    ]);
  });

  it('explains the union branch that matched the tag', () => {
    expect(diagnose({ title: 'T', link: { type: 'doc' } }).map((d) => [d.message, d.target])).toEqual([['`link.id`: expected string, got nothing', 'link.id']]);
  });

  it('reports every issue, not just the first', () => {
    expect(diagnose({ title: 1, level: 'x', extra: true }).map((d) => d.target)).toEqual(['title', 'level', 'extra']);
  });

  it('prefixes key paths with the label and uses the level asked for', () => {
    const result = schema.safeParse({ title: null });
    if (result.success) throw new Error('expected a failure');
    const [d] = zodIssuesToDiagnostics(result.error, schema, { file: 'docs/a.md', code: 'invalid-frontmatter', input: { title: null }, label: 'frontmatter', level: 'warn', locate: () => ({ line: 2, column: 1 }) });
    expect(d).toEqual({ level: 'warn', code: 'invalid-frontmatter', message: '`frontmatter.title`: expected string, got null', file: 'docs/a.md', line: 2, column: 1, target: 'title' });
  });
});
