/**
 * A JSX style object (`style={{ height: 400, backgroundColor: 'red' }}`) as the CSS string an
 * HTML `style` attribute holds, as React writes it: camelCase names hyphenated (`WebkitX` and
 * `msX` get their vendor dash), `px` after numbers unless the property is unitless.
 */
import unitless from '@emotion/unitless';

const NAME = /^(--[\w-]+|[A-Za-z][A-Za-z0-9]*)$/;

function cssName(name: string): string {
  if (name.startsWith('--')) return name;
  return name.replace(/^ms(?=[A-Z])/, '-ms').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The CSS text, or undefined when the object is not flat string and number values with plain names. */
export function cssFromStyleObject(style: unknown): string | undefined {
  if (typeof style !== 'object' || style === null || Array.isArray(style)) return undefined;
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (!NAME.test(name)) return undefined;
    let text: string;
    if (typeof value === 'string') text = value;
    else if (typeof value === 'number' && Number.isFinite(value)) {
      const plain = value === 0 || name.startsWith('--') || Object.hasOwn(unitless, name);
      text = plain ? String(value) : `${value}px`;
    } else return undefined;
    declarations.push(`${cssName(name)}:${text}`);
  }
  return declarations.join(';');
}
