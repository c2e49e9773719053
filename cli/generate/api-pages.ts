/**
 * API items → Markdown pages: an index, a globals page, an internal index and one page per
 * item, with declarations as TypeScript code blocks, members in tables, types linked to
 * their pages and defaults where they are known. Pure: text in, text out.
 */
import type { JSONOutput } from 'typedoc';
import { type ApiItem, type ApiModel, SECTIONS, sectionOf } from './api-model.ts';
import { type Declaration, isFunctionType, Kind, markdown, plain, type Signature, type SomeType, type Token, type TypePrinter } from './api-types.ts';
import type { StaticValue } from '../core/api-source.ts';
import { printValue } from './print-value.ts';

export interface Origin {
  file: string;
  line: number;
  column: number;
}

export interface PageContext {
  model: ApiModel;
  printer: TypePrinter;
  /** the reference's base route, `/api` */
  base: string;
  moduleName: string;
  /** the name of the package the declarations belong to, from its package.json */
  packageName?: string;
  packageVersion?: string;
  /** site-relative path of the `.d.ts` */
  entry: string;
  /** site-relative path of the JavaScript the defaults were read from */
  jsFile?: string;
  /** property reflection id → default value as source text */
  defaults: Map<number, string>;
  /** variable declaration id → its literal value, read from the JavaScript */
  values: Map<number, StaticValue>;
  origin: (declaration: Declaration) => Origin | undefined;
}

export interface Page {
  /** relative to the reference's folder: `interfaces/Data.md` */
  relPath: string;
  text: string;
  /** what diagnostics about the page point at */
  origin?: Origin;
}

export const routeOf = (ctx: Pick<PageContext, 'base'>, item: ApiItem) => `${ctx.base}/${item.slug}`;

function yamlString(value: string): string {
  return JSON.stringify(value);
}

function frontmatter(fields: Record<string, string | number | null | undefined>): string {
  const lines = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? yamlString(v) : v === null ? 'null' : v}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/** Text for a Markdown paragraph or table cell: characters Markdown would read as syntax are escaped. */
export function escapeText(text: string): string {
  return text.replace(/[\\`*_[\]<>#|{}]/g, '\\$&');
}

function code(text: string): string {
  return `\`\`\`ts\n${text}\n\`\`\``;
}

// ---- comments ----

type Comment = JSONOutput.Comment;
type Part = JSONOutput.CommentDisplayPart;

function renderParts(ctx: PageContext, parts: readonly Part[] | undefined): string {
  if (!parts) return '';
  return parts
    .map((part) => {
      if (part.kind === 'inline-tag') {
        const target = part.target;
        const label = part.text || (typeof target === 'string' ? target : '');
        if (typeof target === 'number') {
          const item = ctx.model.byId.get(target) ?? ctx.model.byId.get(ctx.model.parents.get(target) ?? -1);
          if (item) return `[\`${label}\`](${routeOf(ctx, item)})`;
        }
        if (typeof target === 'string' && /^https?:\/\//.test(target)) return `[${label}](${target})`;
        return `\`${label}\``;
      }
      return part.text;
    })
    .join('')
    .trim();
}

function blockTag(comment: Comment | undefined, ...tags: string[]): JSONOutput.CommentTag[] {
  return (comment?.blockTags ?? []).filter((t) => tags.includes(t.tag));
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
}

function commentOf(declaration: Declaration): Comment | undefined {
  return declaration.comment ?? declaration.signatures?.[0]?.comment ?? (isFunctionType(declaration.type) ? declaration.type.declaration.signatures[0]?.comment : undefined);
}

/** The summary, remarks, deprecation and examples of a comment, as Markdown blocks. */
function commentBlocks(ctx: PageContext, comment: Comment | undefined, headingLevel = 2): string[] {
  if (!comment) return [];
  const out: string[] = [];
  const summary = renderParts(ctx, comment.summary);
  if (summary) out.push(summary);
  for (const tag of blockTag(comment, '@deprecated')) out.push(`:::warning[Deprecated]\n\n${renderParts(ctx, tag.content) || 'Do not use.'}\n\n:::`);
  for (const tag of blockTag(comment, '@remarks')) out.push(renderParts(ctx, tag.content));
  for (const tag of blockTag(comment, '@see')) out.push(`See ${renderParts(ctx, tag.content)}`);
  const examples = blockTag(comment, '@example');
  if (examples.length > 0) out.push(`${'#'.repeat(headingLevel)} Example${examples.length > 1 ? 's' : ''}`, ...examples.map((e) => renderParts(ctx, e.content)));
  return out.filter(Boolean);
}

function summaryLine(ctx: PageContext, declaration: Declaration): string {
  return oneLine(renderParts(ctx, commentOf(declaration)?.summary));
}

// ---- members ----

interface Field {
  declaration: Declaration;
  optional: boolean;
}

/** A member is a method when it is one, or when its type is exactly a function type. */
function isMethod(member: Declaration): boolean {
  return member.kind === Kind.Method || (member.kind === Kind.Property && isFunctionType(member.type));
}

function signaturesOf(member: Declaration): Signature[] {
  if (member.signatures?.length) return member.signatures;
  return isFunctionType(member.type) ? member.type.declaration.signatures : [];
}

/**
 * The properties a type has, when it can be read off the declarations: object literals,
 * interfaces and aliases of them, intersections, and `Partial`/`Required`/`Readonly` of those.
 */
export function fieldsOf(model: ApiModel, type: SomeType | undefined, optional = false, depth = 0): Field[] | undefined {
  if (!type || depth > 8) return undefined;
  if (type.type === 'reflection') {
    const children = type.declaration.children;
    return children ? children.map((c) => ({ declaration: c, optional: optional || c.flags?.isOptional === true })) : undefined;
  }
  if (type.type === 'intersection') {
    const parts = type.types.map((t) => fieldsOf(model, t, optional, depth + 1));
    if (parts.some((p) => !p)) return undefined;
    const byName = new Map<string, Field>();
    for (const field of parts.flat() as Field[]) byName.set(field.declaration.name, field);
    return [...byName.values()];
  }
  if (type.type !== 'reference') return undefined;
  if (typeof type.target !== 'number') {
    const [argument] = type.typeArguments ?? [];
    if (type.typeArguments?.length !== 1) return undefined;
    if (type.name === 'Partial') return fieldsOf(model, argument, true, depth + 1);
    if (type.name === 'Readonly') return fieldsOf(model, argument, optional, depth + 1);
    if (type.name === 'Required') return fieldsOf(model, argument, false, depth + 1)?.map((f) => ({ ...f, optional: false }));
    return undefined;
  }
  const target = model.reflections.get(type.target);
  const declaration = target && (model.byId.get(target.id)?.declaration ?? target);
  if (!declaration) return undefined;
  if (declaration.kind === Kind.Interface || declaration.kind === Kind.Class) {
    return (declaration.children ?? []).filter((c) => c.kind === Kind.Property || c.kind === Kind.Method || c.kind === Kind.Accessor).map((c) => ({ declaration: c, optional: optional || c.flags?.isOptional === true }));
  }
  if (declaration.kind === Kind.TypeAlias && !declaration.typeParameters?.length) return fieldsOf(model, declaration.type, optional, depth + 1);
  return undefined;
}

function defaultOf(ctx: PageContext, member: Declaration): string | undefined {
  const known = ctx.defaults.get(member.id);
  if (known !== undefined) return known;
  const tag = blockTag(member.comment, '@defaultValue', '@default')[0];
  const text = tag ? renderParts(ctx, tag.content).replace(/^```\w*\n?|\n?```$/g, '').trim() : member.defaultValue;
  return text || undefined;
}

function propertyTable(ctx: PageContext, fields: Field[]): string {
  const rows = fields.map((f) => {
    const d = f.declaration;
    const flags = [d.flags?.isReadonly ? 'readonly ' : '', d.flags?.isStatic ? 'static ' : ''].join('');
    return {
      name: `${flags}\`${d.name}${f.optional ? '?' : ''}\``,
      type: markdown(ctx.printer.type(d.kind === Kind.Accessor ? d.getSignature?.type : d.type), { table: true }),
      default: defaultOf(ctx, d),
      description: [summaryLine(ctx, d), d.inheritedFrom ? `Inherited from ${markdown(ctx.printer.type(d.inheritedFrom), { table: true })}.` : ''].filter(Boolean).join(' '),
    };
  });
  const withDefault = rows.some((r) => r.default !== undefined);
  const withDescription = rows.some((r) => r.description);
  const head = ['Property', 'Type', ...(withDefault ? ['Default'] : []), ...(withDescription ? ['Description'] : [])];
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`];
  for (const r of rows) {
    const cells = [r.name, r.type, ...(withDefault ? [r.default === undefined ? '—' : `\`${oneLine(r.default)}\``] : []), ...(withDescription ? [r.description || ' '] : [])];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

function parameterTable(ctx: PageContext, parameters: readonly JSONOutput.ParameterReflection[]): string {
  const described = parameters.some((p) => p.comment?.summary?.length);
  const head = ['Parameter', 'Type', ...(described ? ['Description'] : [])];
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`];
  for (const p of parameters) {
    const name = `\`${p.flags?.isRest ? '...' : ''}${p.name}${p.flags?.isOptional || p.defaultValue !== undefined ? '?' : ''}\``;
    const cells = [name, markdown(ctx.printer.type(p.type), { table: true }), ...(described ? [oneLine(renderParts(ctx, p.comment?.summary)) || ' '] : [])];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The code block, parameters and return type of each signature. */
function signatureBlocks(ctx: PageContext, name: string, signatures: readonly Signature[], level: number, keyword = '', withCode = true): string[] {
  const out: string[] = [];
  const h = '#'.repeat(level);
  signatures.forEach((signature, i) => {
    if (signatures.length > 1) out.push(`${h} Signature ${i + 1}`);
    const one = plain(ctx.printer.signature(signature, ':'));
    const text = `${keyword}${name}${one.length + name.length + keyword.length > 90 ? plain(ctx.printer.signature(signature, ':', true)) : one}`;
    if (withCode) out.push(code(text));
    if (signatures.length > 1) out.push(...commentBlocks(ctx, signature.comment, level + 1));
    const sub = '#'.repeat(signatures.length > 1 ? level + 1 : level);
    if (signature.parameters?.length) out.push(`${sub} Parameters`, parameterTable(ctx, signature.parameters));
    const returns = renderParts(ctx, blockTag(signature.comment, '@returns', '@return')[0]?.content);
    out.push(`${sub} Returns`, `${markdown(ctx.printer.type(signature.type))}${returns ? ` — ${returns}` : ''}`);
  });
  return out;
}

function methodSections(ctx: PageContext, methods: Declaration[]): string[] {
  const out: string[] = [];
  for (const method of methods) {
    out.push(`### ${escapeText(method.name)}()`);
    const comment = method.comment;
    if (comment) out.push(...commentBlocks(ctx, comment, 4));
    const signatures = signaturesOf(method);
    for (const signature of signatures) {
      const optional = method.flags?.isOptional ? '?' : '';
      out.push(code(`${method.name}${optional}${plain(ctx.printer.signature(signature, ':'))}`));
      if (signatures.length > 1 || !comment) out.push(...commentBlocks(ctx, signature.comment, 4));
      const params = signature.parameters ?? [];
      const returns = markdown(ctx.printer.type(signature.type));
      if (params.length > 0) out.push(parameterTable(ctx, params));
      out.push(`Returns ${returns}.`);
    }
  }
  return out;
}

/** Whether a path is inside an installed package: its location on the build machine means nothing to a reader. */
const isInstalled = (file: string) => /(^|\/)node_modules\//.test(file);

/** The package an installed entry belongs to, by name; undefined for the site's own declarations. */
function installedPackage(ctx: PageContext): string | undefined {
  return isInstalled(ctx.entry) ? (ctx.packageName ?? ctx.moduleName) : undefined;
}

function definedIn(ctx: PageContext, item: ApiItem): string {
  const module = item.module && item.module !== ctx.moduleName ? item.module : undefined;
  const pkg = installedPackage(ctx);
  if (pkg) return `Defined in the \`${pkg}\` package${module ? `, module \`${module}\`` : ''}.`;
  const origin = ctx.origin(item.declaration);
  const where = origin ? `\`${origin.file}\`, line ${origin.line}` : `\`${ctx.entry}\``;
  return `Defined in ${where}${module ? ` (module \`${module}\`)` : ''}.`;
}

function referencedBy(ctx: PageContext, item: ApiItem): string[] {
  const users = ctx.model.items.filter((other) => other !== item && other.refs.has(item.declaration.id));
  if (users.length === 0) return [];
  return ['## Referenced by', users.map((u) => `- [\`${u.name}\`](${routeOf(ctx, u)}) (${sectionOf(u.kind).label.toLowerCase()}${u.internal ? ', internal' : ''})`).join('\n')];
}

function linkedTypes(tokens: Token[]): boolean {
  return tokens.some((t) => t.href);
}

// ---- item pages ----

function interfaceLike(ctx: PageContext, item: ApiItem): string[] {
  const d = item.declaration;
  const keyword = item.kind === 'class' ? 'class' : 'interface';
  const heritage = [
    ...(d.extendedTypes?.length ? [` extends ${d.extendedTypes.map((t) => plain(ctx.printer.type(t))).join(', ')}`] : []),
    ...(d.implementedTypes?.length ? [` implements ${d.implementedTypes.map((t) => plain(ctx.printer.type(t))).join(', ')}`] : []),
  ].join('');
  const members = (d.children ?? []).filter((c) => c.kind !== Kind.Constructor);
  const lines = [
    ...(d.indexSignatures ?? []).map((s) => `  ${plain(ctx.printer.indexSignature(s))};`),
    ...members.map((m) => `  ${plain(ctx.printer.member(m))};`),
  ];
  const out = [code(`${keyword} ${item.name}${plain(ctx.printer.typeParameters(d.typeParameters))}${heritage} {\n${lines.join('\n')}\n}`)];
  if (d.extendedTypes?.length) out.push(`Extends ${d.extendedTypes.map((t) => markdown(ctx.printer.type(t))).join(', ')}.`);
  if (d.implementedTypes?.length) out.push(`Implements ${d.implementedTypes.map((t) => markdown(ctx.printer.type(t))).join(', ')}.`);
  const constructors = (d.children ?? []).filter((c) => c.kind === Kind.Constructor);
  if (constructors.length > 0) out.push('## Constructor', ...signatureBlocks(ctx, 'new ', constructors.flatMap((c) => c.signatures ?? []), 3));
  if (d.indexSignatures?.length) {
    out.push('## Index signature', d.indexSignatures.map((s) => markdown(ctx.printer.indexSignature(s))).join('\n\n'));
  }
  const properties = members.filter((m) => !isMethod(m));
  const methods = members.filter(isMethod);
  if (properties.length > 0) out.push('## Properties', propertyTable(ctx, properties.map((p) => ({ declaration: p, optional: p.flags?.isOptional === true }))));
  if (methods.length > 0) out.push('## Methods', ...methodSections(ctx, methods));
  return out;
}

function typeAlias(ctx: PageContext, item: ApiItem): string[] {
  const d = item.declaration;
  const tokens = ctx.printer.type(d.type);
  const out = [code(`type ${item.name}${plain(ctx.printer.typeParameters(d.typeParameters))} = ${plain(tokens)};`)];
  if (linkedTypes(tokens)) out.push(`Type: ${markdown(tokens)}`);
  if (isFunctionType(d.type)) return [...out, ...signatureBlocks(ctx, item.name, d.type.declaration.signatures, 2, '', false)];
  const fields = fieldsOf(ctx.model, d.type);
  if (fields && fields.length > 0) {
    const optional = fields.every((f) => f.optional);
    out.push('## Properties');
    if (optional) out.push('Every property is optional.');
    out.push(propertyTable(ctx, fields));
    return out;
  }
  if (d.type?.type === 'union' && d.type.types.every((t) => t.type === 'literal')) {
    out.push('## Values', d.type.types.map((t) => `- ${markdown(ctx.printer.type(t))}`).join('\n'));
  }
  return out;
}

function variable(ctx: PageContext, item: ApiItem): string[] {
  const d = item.declaration;
  const keyword = d.flags?.isConst === false ? 'let' : 'const';
  const tokens = ctx.printer.type(d.type);
  const out = [code(`${keyword} ${item.name}: ${plain(tokens)};`)];
  if (linkedTypes(tokens)) out.push(`Type: ${markdown(tokens)}`);
  const value = ctx.values.get(d.id);
  if (value) {
    out.push('## Value', `Read from ${javascriptOf(ctx)} at build time.`, code(`${keyword} ${item.name} = ${printValue(value)};`));
  } else if (d.defaultValue) out.push('## Value', code(`${keyword} ${item.name} = ${d.defaultValue};`));
  return out;
}

function enumeration(ctx: PageContext, item: ApiItem): string[] {
  const members = item.declaration.children ?? [];
  const lines = members.map((m) => `  ${m.name}${m.type?.type === 'literal' ? ` = ${plain(ctx.printer.type(m.type))}` : ''},`);
  const out = [code(`enum ${item.name} {\n${lines.join('\n')}\n}`)];
  if (members.length > 0) {
    out.push('## Members', ['| Member | Value |', '| --- | --- |', ...members.map((m) => `| \`${m.name}\` | ${m.type ? markdown(ctx.printer.type(m.type), { table: true }) : '—'} |`)].join('\n'));
  }
  return out;
}

function describe(ctx: PageContext, item: ApiItem): string {
  const summary = summaryLine(ctx, item.declaration).replace(/\\\|/g, '|');
  if (summary) return summary.replace(/\s+/g, ' ');
  const d = item.declaration;
  const owner = item.internal ? `used by the API of ${ctx.moduleName}` : `of ${ctx.moduleName}`;
  const members = (d.children ?? []).length;
  switch (item.kind) {
    case 'interface':
    case 'class':
      return `${sectionOf(item.kind).label} ${item.name} ${owner}: ${members} member${members === 1 ? '' : 's'}.`;
    case 'function':
      return `Function ${item.name}() ${owner}.`;
    default:
      return `${sectionOf(item.kind).label} ${item.name} ${owner}.`;
  }
}

export function itemPage(ctx: PageContext, item: ApiItem, position: number): Page {
  const section = sectionOf(item.kind);
  const d = item.declaration;
  const body: string[] = [];
  body.push(`# ${section.label}: ${escapeText(item.name)}${item.kind === 'function' ? '()' : ''}`);
  if (item.internal) {
    body.push(`:::note[Internal]\n\n${ctx.moduleName} does not export this ${section.label.toLowerCase()} by name; it is documented because the public API refers to it.\n\n:::`);
  }
  body.push(...commentBlocks(ctx, item.kind === 'function' ? undefined : commentOf(d)));
  switch (item.kind) {
    case 'function': {
      const signatures = d.signatures ?? [];
      if (signatures.length === 1) body.push(...commentBlocks(ctx, signatures[0].comment));
      body.push(...signatureBlocks(ctx, item.name, signatures, 2, 'function '));
      break;
    }
    case 'interface':
    case 'class':
      body.push(...interfaceLike(ctx, item));
      break;
    case 'typeAlias':
      body.push(...typeAlias(ctx, item));
      break;
    case 'variable':
      body.push(...variable(ctx, item));
      break;
    case 'enum':
      body.push(...enumeration(ctx, item));
      break;
  }
  body.push(definedIn(ctx, item), ...referencedBy(ctx, item));
  const head = frontmatter({ sidebar_label: item.name, sidebar_position: position, description: describe(ctx, item), custom_edit_url: null });
  return { relPath: `${item.slug}.md`, text: `${head}\n${body.join('\n\n')}\n`, origin: ctx.origin(d) };
}

// ---- index pages ----

function itemSummary(ctx: PageContext, item: ApiItem): string {
  const summary = summaryLine(ctx, item.declaration);
  if (summary) return summary;
  const d = item.declaration;
  switch (item.kind) {
    case 'function':
      return (d.signatures ?? []).map((s) => markdown(ctx.printer.signature(s, '=>'), { table: true })).join('; ') || ' ';
    case 'variable':
    case 'typeAlias':
      return markdown(ctx.printer.type(d.type), { table: true });
    case 'interface':
    case 'class': {
      const members = d.children ?? [];
      const methods = members.filter(isMethod).length;
      const properties = members.length - methods;
      return [properties ? `${properties} propert${properties === 1 ? 'y' : 'ies'}` : '', methods ? `${methods} method${methods === 1 ? '' : 's'}` : ''].filter(Boolean).join(', ') || 'no members';
    }
    case 'enum':
      return `${(d.children ?? []).length} members`;
  }
}

function sectionTables(ctx: PageContext, items: ApiItem[]): string[] {
  const out: string[] = [];
  for (const section of SECTIONS) {
    const list = items.filter((i) => i.kind === section.kind).sort(byName);
    if (list.length === 0) continue;
    out.push(`## ${section.title}`);
    const column = list.some((i) => summaryLine(ctx, i.declaration)) ? 'Summary' : section.kind === 'function' ? 'Signature' : section.kind === 'variable' || section.kind === 'typeAlias' ? 'Type' : 'Members';
    out.push([`| ${section.label} | ${column} |`, '| --- | --- |', ...list.map((i) => `| [\`${i.name}\`](${routeOf(ctx, i)}) | ${itemSummary(ctx, i)} |`)].join('\n'));
  }
  return out;
}

export const byName = (a: ApiItem, b: ApiItem) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Where the default values come from: the package's JavaScript, or the site's own file by its path. */
function javascriptOf(ctx: PageContext): string {
  return installedPackage(ctx) || !ctx.jsFile ? "the package's JavaScript" : `the package's JavaScript (\`${ctx.jsFile}\`)`;
}

function versionText(ctx: PageContext): string {
  return `\`${ctx.moduleName}\`${ctx.packageVersion ? ` ${ctx.packageVersion}` : ''}`;
}

export function indexPage(ctx: PageContext, position: number): Page {
  const publicItems = ctx.model.items.filter((i) => !i.internal);
  const internal = ctx.model.items.filter((i) => i.internal);
  const lines = [`# ${escapeText(ctx.moduleName)} API reference`];
  const declarations = installedPackage(ctx) ? 'its type declarations' : `its type declarations (\`${ctx.entry}\`)`;
  lines.push(
    `The public API of ${versionText(ctx)}, generated at build time from ${declarations}.` +
      (ctx.jsFile && ctx.values.size > 0 ? ` Default values are read from ${javascriptOf(ctx)}.` : ''),
  );
  lines.push('## Contents');
  const entries = [`- [Globals](${ctx.base}/globals): every export on one page`];
  for (const section of SECTIONS) {
    const list = publicItems.filter((i) => i.kind === section.kind).sort(byName);
    if (list.length > 0) entries.push(`- ${section.title}: ${list.map((i) => `[\`${i.name}\`](${routeOf(ctx, i)})`).join(', ')}`);
  }
  if (internal.length > 0) entries.push(`- [Internal](${ctx.base}/internal/): ${internal.length} type${internal.length === 1 ? '' : 's'} the API refers to without exporting ${internal.length === 1 ? 'it' : 'them'}`);
  lines.push(entries.join('\n'));
  const head = frontmatter({
    title: `${ctx.moduleName} API reference`,
    sidebar_label: 'Index',
    sidebar_position: position,
    description: `API reference of ${ctx.moduleName}${ctx.packageVersion ? ` ${ctx.packageVersion}` : ''}, generated from its type declarations.`,
    custom_edit_url: null,
  });
  return { relPath: 'index.md', text: `${head}\n${lines.join('\n\n')}\n` };
}

export function globalsPage(ctx: PageContext, position: number): Page {
  const publicItems = ctx.model.items.filter((i) => !i.internal);
  const internal = ctx.model.items.filter((i) => i.internal);
  const lines = ['# Globals', `Everything ${versionText(ctx)} exports.`, ...sectionTables(ctx, publicItems)];
  if (internal.length > 0) {
    lines.push('## Internal', `Types the exports above refer to, which ${ctx.moduleName} does not export by name: ${internal.sort(byName).map((i) => `[\`${i.name}\`](${routeOf(ctx, i)})`).join(', ')}.`);
  }
  const head = frontmatter({ sidebar_label: 'Globals', sidebar_position: position, description: `Every export of ${ctx.moduleName}: functions, interfaces, type aliases and variables.`, custom_edit_url: null });
  return { relPath: 'globals.md', text: `${head}\n${lines.join('\n\n')}\n` };
}

export function internalIndexPage(ctx: PageContext): Page {
  const internal = ctx.model.items.filter((i) => i.internal);
  const lines = [
    '# Internal',
    `${ctx.moduleName} does not export these types by name, but its public API refers to them: they are the types of parameters, fields and return values of the exports.`,
    ...sectionTables(ctx, internal),
  ];
  const head = frontmatter({ sidebar_label: 'Internal', description: `Types the API of ${ctx.moduleName} refers to without exporting them.`, custom_edit_url: null });
  return { relPath: 'internal/index.md', text: `${head}\n${lines.join('\n\n')}\n` };
}
