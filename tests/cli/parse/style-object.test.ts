import { describe, expect, it } from 'vitest';
import { cssFromStyleObject } from '../../../cli/parse/style-object.ts';

describe('cssFromStyleObject', () => {
  it('writes camelCase names hyphenated and numbers with px unless the property is unitless, as React does', () => {
    expect(cssFromStyleObject({ height: 400, zIndex: 2, opacity: 0.5, margin: 0, fontFamily: 'serif', WebkitTransform: 'none', msTransform: 'none', '--gap': 4 })).toBe(
      'height:400px;z-index:2;opacity:0.5;margin:0;font-family:serif;-webkit-transform:none;-ms-transform:none;--gap:4',
    );
  });

  it('refuses nested objects, arrays, odd names and numbers that are not finite', () => {
    expect(cssFromStyleObject({ color: { dark: 'red' } })).toBeUndefined();
    expect(cssFromStyleObject({ color: ['red'] })).toBeUndefined();
    expect(cssFromStyleObject({ 'color:red;x': 'y' })).toBeUndefined();
    expect(cssFromStyleObject({ width: Number.POSITIVE_INFINITY })).toBeUndefined();
    expect(cssFromStyleObject('color:red')).toBeUndefined();
    expect(cssFromStyleObject(['color'])).toBeUndefined();
  });
});
