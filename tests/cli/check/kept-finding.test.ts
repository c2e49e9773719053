import { describe, expect, it } from 'vitest';
import { keptFinding, type KeptFindings, sameList } from '../../../cli/check/kept-finding.ts';
import type { ResolvedLink } from '../../../cli/model/links.ts';
import type { Diagnostic } from '../../../schema/diagnostic.ts';

const verdict = (): ResolvedLink => ({ written: '/x', file: 'docs/a.md', at: { line: 1, column: 1 }, status: 'no-route' }) as ResolvedLink;
const finding = (suggestions: string[]): Diagnostic => ({ level: 'error', code: 'broken-link', message: 'broken link to /x', file: 'docs/a.md', line: 1, column: 1, suggestions }) as Diagnostic;

describe('keptFinding', () => {
  it('gives the finding made for a verdict again while its key is the same, and makes a new one when the key or the verdict changes', () => {
    const kept: KeptFindings<string[]> = new WeakMap();
    const link = verdict();
    let made = 0;
    const make = (suggestions: string[]) => () => {
      made++;
      return finding(suggestions);
    };
    const first = keptFinding(kept, link, ['/y'], sameList, make(['/y']));
    expect(keptFinding(kept, link, ['/y'], sameList, make(['/y']))).toBe(first);
    const other = keptFinding(kept, link, ['/z'], sameList, make(['/z']));
    expect(other).not.toBe(first);
    expect(other.suggestions).toEqual(['/z']);
    expect(keptFinding(kept, verdict(), ['/z'], sameList, make(['/z']))).not.toBe(other);
    expect(made).toBe(3);
  });
});
