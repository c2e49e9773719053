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
 * percent-encoded, as `%00`), or undefined.
 */
export function controlCharacterIn(value: string, options: { encoded?: boolean } = {}): string | undefined {
  const raw = CONTROL.exec(value);
  if (raw) return `U+${raw[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  const encoded = options.encoded ? ENCODED_CONTROL.exec(value) : null;
  return encoded ? encoded[0].toUpperCase() : undefined;
}

/** `.` and `..` as a browser reads a path segment (`%2e` is a dot to it). */
export function dotSegment(segment: string): '.' | '..' | undefined {
  const s = segment.replace(/%2e/gi, '.');
  return s === '.' || s === '..' ? s : undefined;
}

export interface SlugProblem {
  message: string;
  hint: string;
}

/**
 * What keeps a hand-written slug from being a route path, as Docusaurus's own check does
 * (`isValidPathname`): characters a URL path cannot carry and still be the same path, and `.`
 * or `..` segments in a slug used as written. A relative slug is resolved like a relative URL
 * (its dot segments are fine); `absolute` treats every slug as written (generated-index slugs).
 */
export function slugProblem(slug: string, options: { absolute?: boolean } = {}): SlugProblem | undefined {
  const control = controlCharacterIn(slug, { encoded: true });
  if (control) {
    return { message: `holds a control character (${control}), which no URL path can carry`, hint: 'remove the character from the slug' };
  }
  const cut = /[?#\\]/.exec(slug)?.[0];
  if (cut === '\\') return { message: 'holds "\\", which browsers read as "/"', hint: 'write "/" between the segments of a slug' };
  if (cut) {
    const part = cut === '?' ? 'query' : 'fragment';
    return { message: `holds "${cut}", which would end the URL's path and start its ${part}`, hint: `remove "${cut}" from the slug, or write it percent-encoded` };
  }
  if ((options.absolute || slug.startsWith('/')) && slug.split('/').some((segment) => dotSegment(segment) !== undefined)) {
    return {
      message: `is used as written${slug.startsWith('/') ? ' (it starts with "/")' : ''} but has a "." or ".." segment, which browsers resolve away`,
      hint: 'write the path it stands for, without "." and ".." segments',
    };
  }
  return undefined;
}
