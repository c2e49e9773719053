/**
 * TypeDoc JSON types → TypeScript-like text, as tokens: plain text for code blocks, Markdown
 * with links to the API pages for tables and prose. Pure.
 */
import type { JSONOutput } from 'typedoc';

export type SomeType = JSONOutput.SomeType;
export type Declaration = JSONOutput.DeclarationReflection;
export type Signature = JSONOutput.SignatureReflection;
export type Parameter = JSONOutput.ParameterReflection;

export interface Token {
  text: string;
  href?: string;
}

/** ReflectionKind values TypeDoc writes (stable across 0.2x). */
export const Kind = {
  Project: 1,
  Module: 2,
  Namespace: 4,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  CallSignature: 4096,
  IndexSignature: 8192,
  ConstructorSignature: 16384,
  Parameter: 32768,
  TypeLiteral: 65536,
  TypeParameter: 131072,
  Accessor: 262144,
  GetSignature: 524288,
  SetSignature: 1048576,
  TypeAlias: 2097152,
  Reference: 4194304,
} as const;

/** How a reference target prints and where it links: the page's name and route, when it has a page. */
export type Resolver = (id: number) => { name: string; href?: string } | undefined;

const t = (text: string): Token => ({ text });

function join(parts: Token[][], separator: string): Token[] {
  const out: Token[] = [];
  parts.forEach((part, i) => {
    if (i > 0) out.push(t(separator));
    out.push(...part);
  });
  return out;
}

/** A type literal that is only a function type: `(a: A) => R`. */
export function isFunctionType(type: SomeType | undefined): type is JSONOutput.ReflectionType & { declaration: Declaration & { signatures: Signature[] } } {
  if (type?.type !== 'reflection') return false;
  const d = type.declaration;
  return (d.signatures?.length ?? 0) > 0 && !d.children?.length && !d.indexSignatures?.length;
}

type Position = 'top' | 'union' | 'intersection' | 'array' | 'operator';

function needsParens(type: SomeType, position: Position): boolean {
  if (position === 'top') return false;
  const fn = isFunctionType(type) && (type.declaration.signatures?.length ?? 0) === 1;
  switch (type.type) {
    case 'union':
      return position === 'intersection' || position === 'array' || position === 'operator';
    case 'intersection':
      return position === 'array' || position === 'operator';
    case 'conditional':
      return true;
    case 'typeOperator':
      return position === 'array';
    case 'optional':
    case 'rest':
      return false;
    default:
      return fn;
  }
}

export class TypePrinter {
  constructor(private readonly resolve: Resolver) {}

  type(type: SomeType | undefined, position: Position = 'top'): Token[] {
    if (!type) return [t('unknown')];
    const inner = this.bare(type);
    return needsParens(type, position) ? [t('('), ...inner, t(')')] : inner;
  }

  private bare(type: SomeType): Token[] {
    switch (type.type) {
      case 'intrinsic':
        return [t(type.name)];
      case 'literal': {
        const v = type.value;
        if (v === null) return [t('null')];
        if (typeof v === 'object') return [t(`${v.negative ? '-' : ''}${v.value}n`)];
        return [t(typeof v === 'string' ? JSON.stringify(v) : String(v))];
      }
      case 'reference': {
        let name = type.name;
        let href: string | undefined;
        if (typeof type.target === 'number' && !type.refersToTypeParameter) {
          const page = this.resolve(type.target);
          if (page) {
            name = page.name;
            href = page.href;
          }
        }
        const head: Token = href ? { text: name, href } : t(name);
        if (!type.typeArguments?.length) return [head];
        return [head, t('<'), ...join(type.typeArguments.map((a) => this.type(a)), ', '), t('>')];
      }
      case 'array':
        return [...this.type(type.elementType, 'array'), t('[]')];
      case 'union':
        return join(type.types.map((m) => this.type(m, 'union')), ' | ');
      case 'intersection':
        return join(type.types.map((m) => this.type(m, 'intersection')), ' & ');
      case 'tuple':
        return [t('['), ...join((type.elements ?? []).map((e) => this.type(e)), ', '), t(']')];
      case 'namedTupleMember':
        return [t(`${type.name}${type.isOptional ? '?' : ''}: `), ...this.type(type.element)];
      case 'optional':
        return [...this.type(type.elementType, 'array'), t('?')];
      case 'rest':
        return [t('...'), ...this.type(type.elementType, 'array')];
      case 'indexedAccess':
        return [...this.type(type.objectType, 'array'), t('['), ...this.type(type.indexType), t(']')];
      case 'conditional':
        return [
          ...this.type(type.checkType, 'operator'),
          t(' extends '),
          ...this.type(type.extendsType, 'operator'),
          t(' ? '),
          ...this.type(type.trueType),
          t(' : '),
          ...this.type(type.falseType),
        ];
      case 'typeOperator':
        return [t(`${type.operator} `), ...this.type(type.target, 'operator')];
      case 'query':
        return [t('typeof '), ...this.type(type.queryType)];
      case 'predicate':
        return [t(`${type.asserts ? 'asserts ' : ''}${type.name}`), ...(type.targetType ? [t(' is '), ...this.type(type.targetType)] : [])];
      case 'inferred':
        return [t(`infer ${type.name}`)];
      case 'templateLiteral': {
        const out: Token[] = [t(`\`${type.head}`)];
        for (const [part, text] of type.tail) out.push(t('${'), ...this.type(part), t(`}${text}`));
        out.push(t('`'));
        return out;
      }
      case 'mapped': {
        const ro = type.readonlyModifier === '+' ? 'readonly ' : type.readonlyModifier === '-' ? '-readonly ' : '';
        const opt = type.optionalModifier === '+' ? '?' : type.optionalModifier === '-' ? '-?' : '';
        return [
          t(`{ ${ro}[${type.parameter} in `),
          ...this.type(type.parameterType),
          ...(type.nameType ? [t(' as '), ...this.type(type.nameType)] : []),
          t(`]${opt}: `),
          ...this.type(type.templateType),
          t(' }'),
        ];
      }
      case 'reflection':
        return this.literal(type.declaration);
      case 'unknown':
        return [t(type.name)];
      default:
        return [t('unknown')];
    }
  }

  /** An object type literal, on one line; a lone call signature prints as a function type. */
  literal(declaration: Declaration): Token[] {
    const signatures = declaration.signatures ?? [];
    const children = declaration.children ?? [];
    const indexes = declaration.indexSignatures ?? [];
    if (signatures.length === 1 && children.length === 0 && indexes.length === 0) return this.signature(signatures[0], '=>');
    const members: Token[][] = [
      ...signatures.map((s) => this.signature(s, ':')),
      ...indexes.map((s) => this.indexSignature(s)),
      ...children.map((c) => this.member(c)),
    ];
    if (members.length === 0) return [t('{}')];
    return [t('{ '), ...join(members, '; '), t(' }')];
  }

  indexSignature(signature: Signature): Token[] {
    const [parameter] = signature.parameters ?? [];
    return [t(`[${parameter?.name ?? 'key'}: `), ...this.type(parameter?.type), t(']: '), ...this.type(signature.type)];
  }

  /** `name?: T` for properties, `name(a: A): R` for methods. */
  member(child: Declaration): Token[] {
    const readonly = child.flags?.isReadonly ? 'readonly ' : '';
    const optional = child.flags?.isOptional ? '?' : '';
    if (child.signatures?.length && child.kind !== Kind.Property) {
      return join(child.signatures.map((s) => [t(`${child.name}${optional}`), ...this.signature(s, ':')]), '; ');
    }
    return [t(`${readonly}${child.name}${optional}: `), ...this.type(child.type)];
  }

  typeParameters(params: JSONOutput.TypeParameterReflection[] | undefined): Token[] {
    if (!params?.length) return [];
    return [
      t('<'),
      ...join(
        params.map((p) => [
          t(p.name),
          ...(p.type ? [t(' extends '), ...this.type(p.type)] : []),
          ...(p.default ? [t(' = '), ...this.type(p.default)] : []),
        ]),
        ', ',
      ),
      t('>'),
    ];
  }

  parameter(p: Parameter): Token[] {
    const rest = p.flags?.isRest ? '...' : '';
    const optional = p.flags?.isOptional || p.defaultValue !== undefined ? '?' : '';
    return [t(`${rest}${p.name}${optional}: `), ...this.type(p.type)];
  }

  /** `<T>(a: A, b?: B) => R` (arrow) or `<T>(a: A, b?: B): R` (colon). */
  signature(signature: Signature, arrow: '=>' | ':', multiline = false): Token[] {
    const params = (signature.parameters ?? []).map((p) => this.parameter(p));
    const list = multiline && params.length > 0 ? [t('(\n  '), ...join(params, ',\n  '), t(',\n)')] : [t('('), ...join(params, ', '), t(')')];
    return [...this.typeParameters(signature.typeParameters), ...list, t(arrow === '=>' ? ' => ' : ': '), ...this.type(signature.type)];
  }
}

export function plain(tokens: Token[]): string {
  return tokens.map((x) => x.text).join('');
}

/**
 * A code span that shows `text` exactly, spaces at its ends included (CommonMark strips one
 * space from each end of a span that has both, so such text gets one more on each side).
 */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const spacedEnds = text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '';
  const pad = text.startsWith('`') || text.endsWith('`') || spacedEnds ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * Markdown: runs of plain text as code spans, linked names as `[`Name`](/route)`, side by side
 * with no text between them (`Promise<`[`Data`](/api/interfaces/Data)`[]>`), so that the theme
 * can show the whole type as one piece of code. In a table cell, pipes are escaped (GFM
 * unescapes them inside code spans too).
 */
export function markdown(tokens: Token[], options: { table?: boolean } = {}): string {
  const esc = (s: string) => (options.table ? s.replace(/\|/g, '\\|') : s);
  const out: string[] = [];
  let run = '';
  const flush = () => {
    if (run !== '') out.push(esc(codeSpan(run.replace(/\s+/g, ' '))));
    run = '';
  };
  for (const token of tokens) {
    if (token.href) {
      flush();
      out.push(`[${esc(codeSpan(token.text))}](${token.href})`);
    } else run += token.text;
  }
  flush();
  return out.join('');
}
