/**
 * Rules for URLs and route paths written by hand (content, frontmatter, config), shared by
 * every stage that reads one: which URLs can run code, and which strings no route can be.
 */

/** True for `javascript:`, `vbscript:` and `data:` URLs, however they are spelled or padded. */
export function isDangerousUrl(value: string, allowDataImage = false): boolean {
  // Browsers ignore ASCII whitespace and control characters inside the scheme.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (compact.startsWith('javascript:') || compact.startsWith('vbscript:')) return true;
  if (compact.startsWith('data:')) return !(allowDataImage && /^data:image\/(png|gif|jpe?g|webp|avif);/.test(compact));
  return false;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: C0 controls, DEL and C1 controls are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same characters percent-encoded (C1 controls as their UTF-8 bytes). */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)|%c2%[89][0-9a-f]/i;

/**
 * The first control character in `value` as `U+0000` (with `encoded`, also one written
 * percent-encoded: `U+0000, written %00`), or undefined.
 */
export function controlCharacterIn(value: string, options: { encoded?: boolean } = {}): string | undefined {
  const raw = CONTROL.exec(value);
  if (raw) return codePoint(raw[0]);
  const encoded = options.encoded ? ENCODED_CONTROL.exec(value) : null;
  return encoded ? `${codePoint(decodeURIComponent(encoded[0]))}, written ${encoded[0]}` : undefined;
}

function codePoint(char: string): string {
  return `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `.` and `..` as a browser reads a path segment (`%2e` is a dot to it). */
export function dotSegment(segment: string): '.' | '..' | undefined {
  const s = segment.replace(/%2e/gi, '.');
  return s === '.' || s === '..' ? s : undefined;
}

/** A string quoted as JSON writes it, C1 controls escaped too: a message never carries a raw control character. */
export function quoted(value: string): string {
  return JSON.stringify(value).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface SlugProblem {
  message: string;
  hint: string;
}

/**
 * A character that keeps a path written by hand (a slug, a tag permalink) from being the route
 * it reads as: a control character (raw or percent-encoded), which no URL path can carry, or
 * `?`, `#` or `\`, which a browser reads as the end of the path or as `/`.
 */
export function unroutableCharacter(path: string): SlugProblem | undefined {
  const control = controlCharacterIn(path, { encoded: true });
  if (control) return { message: `holds a control character (${control}), which no URL path can carry`, hint: 'remove the character' };
  const cut = /[?#\\]/.exec(path)?.[0];
  if (cut === '\\') return { message: 'holds "\\", which browsers read as "/"', hint: 'write "/" between the segments' };
  if (cut) {
    const part = cut === '?' ? 'query' : 'fragment';
    return { message: `holds "${cut}", which would end the URL's path and start its ${part}`, hint: `remove "${cut}", or write it percent-encoded` };
  }
  return undefined;
}

/**
 * What keeps a file or folder name from being a segment of the route made from it: an
 * unroutable character, or a percent sign before two hex digits, which a URL reads as an escaped
 * character (`%2e%2e` is `..` to a browser, so the page would take the route above it).
 */
export function unroutableName(name: string): SlugProblem | undefined {
  const character = unroutableCharacter(name);
  if (character) return character;
  const escaped = /%[0-9a-f]{2}/i.exec(name)?.[0];
  if (escaped) {
    const dot = dotSegment(name);
    const reads = dot ? `the name reads as "${dot}"` : `"${escaped}" reads as ${quoted(decodeURIComponent(escaped))}`;
    return { message: `holds "${escaped}", which a URL reads as an escaped character (${reads})`, hint: 'rename it without "%", or give the page a `slug` in its frontmatter' };
  }
  return undefined;
}

/**
 * What keeps a frontmatter slug from being a route path, as in Docusaurus (its `isValidPathname`
 * check): an unroutable character, a leading `//`, or a `.` or `..` segment in a slug that starts
 * with `/` and so is used as written. A relative slug is resolved like a relative URL: its dot segments are fine.
 */
export function slugProblem(slug: string): SlugProblem | undefined {
  const character = unroutableCharacter(slug);
  if (character) return character;
  if (slug.startsWith('//')) return { message: 'starts with "//", which browsers read as the name of another host', hint: 'start the slug with one "/"' };
  if (slug.startsWith('/') && slug.split('/').some((segment) => dotSegment(segment) !== undefined)) {
    return {
      message: 'starts with "/", so it is used as written, but has a "." or ".." segment',
      hint: 'write the path it stands for without "." and ".." segments, or a slug relative to the file\'s folder',
    };
  }
  return undefined;
}
