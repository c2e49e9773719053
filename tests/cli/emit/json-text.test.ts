import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepForNextBuild } from '../../../cli/emit/incremental.ts';
import { arrayPlaceholder, ElementTexts, indented, jsonWith, objectPlaceholder } from '../../../cli/emit/json-text.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

const docs = [
  { id: 'a', title: 'Line\nbreak "quoted" ü 🚀', sidebar: undefined, frontmatter: { tags: ['x', 'y'], nested: { deep: [1, { two: 2 }], empty: {} }, when: new Date(Date.UTC(2024, 0, 2)) } },
  { id: 'b', title: 'Plain', frontmatter: {}, list: [] },
];

describe('jsonWith', () => {
  it('writes what JSON.stringify writes, for arrays at every depth', () => {
    const value = { schemaVersion: '1', docs, nested: { versions: [{ name: 'current', docs, after: true }] } };
    const text = jsonWith(
      { schemaVersion: '1', docs: arrayPlaceholder('top'), nested: { versions: [{ name: 'current', docs: arrayPlaceholder('deep'), after: true }] } },
      { top: (indent) => docs.map((d) => indented(d, indent)), deep: (indent) => docs.map((d) => indented(d, indent)) },
    );
    expect(text).toBe(json(value));
  });

  it('writes an empty array or object as JSON.stringify does', () => {
    expect(jsonWith({ a: arrayPlaceholder('a'), b: objectPlaceholder('b') }, { a: () => [], b: () => [] })).toBe(json({ a: [], b: {} }));
  });

  it('writes object members with their names', () => {
    const entries = { '/a': { data: 'a.json', hash: '1' }, '/b "q"': { data: 'b.json', hash: '2' } };
    const texts = new ElementTexts();
    const text = jsonWith({ schemaVersion: '1', entries: objectPlaceholder('entries') }, { entries: (indent) => Object.entries(entries).map(([name, entry]) => texts.member(name, entry, indent)) });
    expect(text).toBe(json({ schemaVersion: '1', entries }));
  });

  it('refuses a part whose placeholder the value does not hold', () => {
    expect(() => jsonWith({ a: 1 }, { missing: () => [] })).toThrow('jsonWith: no placeholder for missing');
  });
});

describe('ElementTexts', () => {
  beforeEach(() => keepForNextBuild(true));
  afterEach(() => keepForNextBuild(false));

  it('gives the kept text for an element with the same values, and a new text when a value changed', () => {
    const texts = new ElementTexts();
    const frontmatter = { title: 'T' };
    const first = texts.text('a', { id: 'a', frontmatter }, 2);
    texts.done();
    expect(texts.text('a', { id: 'a', frontmatter }, 2)).toBe(first);
    expect(texts.text('a', { id: 'a', frontmatter: { title: 'T' } }, 2)).toBe(first);
    texts.done();
    const changed = texts.text('a', { id: 'b', frontmatter }, 2);
    expect(changed).toBe(indented({ id: 'b', frontmatter }, 2));
  });

  it('compares nested objects by identity: an object changed in place keeps its text (elements are made anew each build)', () => {
    const texts = new ElementTexts();
    const nested = { n: 1 };
    const first = texts.text('a', { id: 'a', nested }, 2);
    texts.done();
    nested.n = 2;
    expect(texts.text('a', { id: 'a', nested }, 2)).toBe(first);
  });

  it('makes the text again at another indent, or when the keys differ in order', () => {
    const texts = new ElementTexts();
    texts.text('a', { id: 'a', title: 'x' }, 2);
    texts.done();
    expect(texts.text('a', { id: 'a', title: 'x' }, 3)).toBe(indented({ id: 'a', title: 'x' }, 3));
    texts.done();
    expect(texts.text('a', { title: 'x', id: 'a' }, 3)).toBe(indented({ title: 'x', id: 'a' }, 3));
  });

  it('forgets the elements a build did not ask for', () => {
    const texts = new ElementTexts();
    const element = { id: 'a', nested: { n: 1 } };
    texts.text('a', element, 2);
    texts.done();
    texts.done();
    element.nested.n = 2;
    expect(texts.text('a', element, 2)).toBe(indented({ id: 'a', nested: { n: 2 } }, 2));
  });
});
