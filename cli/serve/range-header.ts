/**
 * RFC 9110 §14.1.1's grammar of a `Range` header in bytes: `bytes=` then one or more ranges split
 * by commas, each `first-last` (last absent or not below first) or a suffix `-length`. send's
 * parser (range-parser) treats a range whose last is below its first as unsatisfiable (416); the
 * RFC calls it invalid, and a server ignores an invalid header and sends the whole file (200).
 */
const RANGE_SPEC = /^(?:(\d+)-(\d*)|-(\d+))$/;

export function isValidByteRange(header: string): boolean {
  const match = /^bytes=(.*)$/i.exec(header.trim());
  if (!match) return false;
  const specs = match[1].split(',').map((spec) => spec.trim());
  return specs.every((spec) => {
    const parts = RANGE_SPEC.exec(spec);
    if (!parts) return false;
    if (parts[1] === undefined || parts[2] === '') return true;
    // BigInt: a position of 20 digits must not round into order with its partner.
    return BigInt(parts[2]) >= BigInt(parts[1]);
  });
}
