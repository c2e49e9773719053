/**
 * Frontmatter values the schema takes as plain strings but that must never reach a route or a
 * page: a slug or id no route can be, a class name with control characters, a link that can run
 * code. Each is a finding about the value, and the value is left out.
 */
import type { DiagnosticCode } from '../../../schema/diagnostic.ts';
import { controlCharacterIn, isDangerousUrl, quoted, slugProblem, unroutableCharacter } from '../../../schema/urls.ts';

export interface ValueFinding {
  /** the key path of the value in the frontmatter */
  path: (string | number)[];
  code: Extract<DiagnosticCode, 'invalid-frontmatter' | 'unsafe-url'>;
  message: string;
  hint: string;
  target: string;
}

export interface CheckedValues {
  frontmatter: Record<string, unknown>;
  findings: ValueFinding[];
  /** top-level keys left out entirely */
  dropped: string[];
}

function keyName(path: readonly (string | number)[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');
}

function unsafeUrl(path: (string | number)[], url: string, outcome: string): ValueFinding {
  return {
    path,
    code: 'unsafe-url',
    message: `the URL in \`${keyName(path)}\` uses a scheme that can run code and was removed${outcome}`,
    hint: 'use an http(s) URL or a path',
    target: url,
  };
}

/** The frontmatter (already valid against its schema) without its unsafe values, and a finding for each. */
export function checkFrontmatterValues(input: Record<string, unknown>): CheckedValues {
  const frontmatter = { ...input };
  const findings: ValueFinding[] = [];
  const dropped: string[] = [];
  const drop = (key: string, finding: Omit<ValueFinding, 'code' | 'target'>) => {
    findings.push({ ...finding, code: 'invalid-frontmatter', target: key });
    delete frontmatter[key];
    dropped.push(key);
  };

  if (typeof frontmatter.id === 'string') {
    const control = controlCharacterIn(frontmatter.id, { encoded: true });
    if (control) {
      drop('id', {
        path: ['id'],
        message: `\`frontmatter.id\` ${quoted(frontmatter.id)} holds a control character (${control}); the id was not used`,
        hint: 'remove the character: the id is part of the page URL',
      });
    }
  }
  if (typeof frontmatter.slug === 'string') {
    const problem = slugProblem(frontmatter.slug);
    if (problem) drop('slug', { path: ['slug'], message: `\`frontmatter.slug\` ${quoted(frontmatter.slug)} ${problem.message}; the slug was not used`, hint: problem.hint });
  }
  if (typeof frontmatter.sidebar_class_name === 'string') {
    const control = controlCharacterIn(frontmatter.sidebar_class_name);
    if (control) {
      drop('sidebar_class_name', {
        path: ['sidebar_class_name'],
        message: `\`frontmatter.sidebar_class_name\` ${quoted(frontmatter.sidebar_class_name)} holds a control character (${control}); the class name was not used`,
        hint: 'class names are separated by spaces',
      });
    }
  }
  // `null` is Docusaurus's "no edit link": not the config's editUrl in its place.
  if (typeof frontmatter.custom_edit_url === 'string' && isDangerousUrl(frontmatter.custom_edit_url)) {
    findings.push(unsafeUrl(['custom_edit_url'], frontmatter.custom_edit_url, '; the page has no edit link'));
    frontmatter.custom_edit_url = null;
  }
  if (Array.isArray(frontmatter.tags)) frontmatter.tags = frontmatter.tags.map((tag, i) => checkedTag(tag, i, findings));
  if (frontmatter.authors !== undefined) {
    frontmatter.authors = Array.isArray(frontmatter.authors)
      ? frontmatter.authors.map((author, i) => checkedAuthor(author, ['authors', i], findings))
      : checkedAuthor(frontmatter.authors, ['authors'], findings);
  }
  return { frontmatter, findings, dropped };
}

/** A tag's permalink is a route under the tags page: the tag keeps its label's slug instead of a bad one. */
function checkedTag(tag: unknown, i: number, findings: ValueFinding[]): unknown {
  if (!tag || typeof tag !== 'object' || typeof (tag as { permalink?: unknown }).permalink !== 'string') return tag;
  const { permalink, ...rest } = tag as { permalink: string };
  const problem = unroutableCharacter(permalink);
  if (!problem) return tag;
  const path = ['tags', i, 'permalink'];
  findings.push({ path, code: 'invalid-frontmatter', message: `\`frontmatter.${keyName(path)}\` ${quoted(permalink)} ${problem.message}; the permalink was not used`, hint: problem.hint, target: keyName(path) });
  return rest;
}

/** An author's `url` is rendered as a link. */
function checkedAuthor(author: unknown, path: (string | number)[], findings: ValueFinding[]): unknown {
  if (!author || typeof author !== 'object' || typeof (author as { url?: unknown }).url !== 'string') return author;
  const { url, ...rest } = author as { url: string };
  if (!isDangerousUrl(url)) return author;
  findings.push(unsafeUrl([...path, 'url'], url, ''));
  return rest;
}
