import { describe, expect, it } from 'vitest';
import { Slugger } from '../../schema/heading-ids.ts';

describe('Slugger', () => {
  it('slugs heading text the way github-slugger does', () => {
    const slugger = new Slugger();
    expect(['Hello World', 'Code and emphasis!', 'Ünïcödé Title', '  Spaces  ', 'C++ & C#'].map((t) => slugger.slug(t))).toEqual([
      'hello-world',
      'code-and-emphasis',
      'ünïcödé-title',
      '--spaces--',
      'c--c',
    ]);
  });

  it('numbers repeated headings -1, -2 and so on', () => {
    const slugger = new Slugger();
    expect(['Intro', 'Intro', 'Intro'].map((t) => slugger.slug(t))).toEqual(['intro', 'intro-1', 'intro-2']);
  });

  it('skips ids already taken by a numbered heading', () => {
    const slugger = new Slugger();
    expect(['Intro 1', 'Intro', 'Intro'].map((t) => slugger.slug(t))).toEqual(['intro-1', 'intro', 'intro-2']);
  });

  it('does not hand out an explicit id it was told about', () => {
    const slugger = new Slugger();
    slugger.reserve('setup');
    expect(slugger.slug('Setup')).toBe('setup-1');
  });

  it('starts over for every new slugger', () => {
    expect(new Slugger().slug('Intro')).toBe('intro');
    expect(new Slugger().slug('Intro')).toBe('intro');
  });
});
