import { describe, expect, it } from 'vitest';
import { isValidByteRange } from '../../../cli/serve/range-header.ts';

describe('isValidByteRange', () => {
  it.each(['bytes=0-0', 'bytes=5-', 'bytes=-3', 'bytes=0-1, 4-5', 'bytes=-0', 'bytes=99999999999999999999-', ' bytes=1-2 '])('takes %j as RFC 9110 byte ranges', (header) => {
    expect(isValidByteRange(header)).toBe(true);
  });

  it.each(['bytes=5-4', 'bytes=abc', 'bytes=', 'bytes=-', 'bytes=1-2,', 'items=0-1', 'bytes=0x1-2', 'bytes=1--2', 'bytes=1-2-3', '', 'bytes=12345678901234567891-12345678901234567890'])('refuses %j as invalid', (header) => {
    expect(isValidByteRange(header)).toBe(false);
  });
});
