/**
 * TypeDoc's JSON project → the items of an API reference: the module's exports (public) and
 * every declaration they refer to, directly or not, that the module does not export
 * (internal), each with its section, route and the items it refers to. Pure.
 */
import type { JSONOutput } from 'typedoc';
import { type Declaration, Kind, type SomeType } from './api-types.ts';

export type ApiKind = 'function' | 'interface' | 'typeAlias' | 'variable' | 'class' | 'enum';

export interface Section {
  kind: ApiKind;
  /** key in `apiReference.expected` */
  key: 'functions' | 'interfaces' | 'typeAliases' | 'variables' | 'classes' | 'enums';
  /** folder and URL segment */
  dir: string;
  /** plural heading, sidebar category label */
  title: string;
  /** singular, for titles ("Interface: Data") */
  label: string;
  /** with an article, for messages */
  phrase: string;
}

export const SECTIONS: readonly Section[] = [
  { kind: 'function', key: 'functions', dir: 'functions', title: 'Functions', label: 'Function', phrase: 'a function' },
  { kind: 'class', key: 'classes', dir: 'classes', title: 'Classes', label: 'Class', phrase: 'a class' },
  { kind: 'interface', key: 'interfaces', dir: 'interfaces', title: 'Interfaces', label: 'Interface', phrase: 'an interface' },
  { kind: 'typeAlias', key: 'typeAliases', dir: 'type-aliases', title: 'Type aliases', label: 'Type alias', phrase: 'a type alias' },
  { kind: 'variable', key: 'variables', dir: 'variables', title: 'Variables', label: 'Variable', phrase: 'a variable' },
  { kind: 'enum', key: 'enums', dir: 'enumerations', title: 'Enumerations', label: 'Enumeration', phrase: 'an enumeration' },
];

export const sectionOf = (kind: ApiKind): Section => SECTIONS.find((s) => s.kind === kind)!;

const KIND_BY_REFLECTION: Partial<Record<number, ApiKind>> = {
  [Kind.Function]: 'function',
  [Kind.Interface]: 'interface',
  [Kind.TypeAlias]: 'typeAlias',
  [Kind.Variable]: 'variable',
  [Kind.Class]: 'class',
  [Kind.Enum]: 'enum',
};

export interface ApiItem {
  /** the exported name (public) or the declared name (internal, with a suffix if it repeats) */
  name: string;
  kind: ApiKind;
  internal: boolean;
  declaration: Declaration;
  /** the module that declares it (`racing-bars/lib/models`), when it is not the project itself */
  module?: string;
  /** route below the reference's base: `interfaces/Data`, `internal/type-aliases/EventType` */
  slug: string;
  /** ids of the items its declaration refers to */
  refs: Set<number>;
}

export interface ApiModel {
  /** the module's reflection (the project itself when the entry is one module) */
  root: Declaration | JSONOutput.ProjectReflection;
  items: ApiItem[];
  /** reflection id (declarations and re-exports) → item */
  byId: Map<number, ApiItem>;
  /** every reflection of the project by id */
  reflections: Map<number, Declaration>;
  /** reflection id → id of the module or namespace that contains it */
  parents: Map<number, number>;
  /** modules of the entry, for messages */
  modules: string[];
  /** exports with no page (namespaces, re-exported modules) */
  skipped: string[];
}

type Node = Declaration | JSONOutput.ProjectReflection;

function index(project: JSONOutput.ProjectReflection) {
  const reflections = new Map<number, Declaration>();
  const parents = new Map<number, number>();
  const walk = (node: Node) => {
    for (const child of node.children ?? []) {
      reflections.set(child.id, child);
      parents.set(child.id, node.id);
      walk(child);
    }
  };
  walk(project);
  return { reflections, parents };
}

/** Follows re-exports (`export { x } from`) to the declaration. */
function follow(reflections: Map<number, Declaration>, node: Declaration): Declaration | undefined {
  let current: Declaration | undefined = node;
  for (let i = 0; current && current.kind === Kind.Reference && i < 20; i++) {
    const target: unknown = (current as unknown as { target?: number }).target;
    current = typeof target === 'number' ? reflections.get(target) : undefined;
  }
  return current;
}

/** Every reference target (numeric) in a type, including inside type literals. */
function typeTargets(type: SomeType | undefined, out: Set<number>): void {
  if (!type) return;
  switch (type.type) {
    case 'reference':
      if (typeof type.target === 'number' && !type.refersToTypeParameter) out.add(type.target);
      for (const a of type.typeArguments ?? []) typeTargets(a, out);
      return;
    case 'array':
    case 'optional':
    case 'rest':
      typeTargets(type.elementType, out);
      return;
    case 'union':
    case 'intersection':
      for (const m of type.types) typeTargets(m, out);
      return;
    case 'tuple':
      for (const e of type.elements ?? []) typeTargets(e, out);
      return;
    case 'namedTupleMember':
      typeTargets(type.element, out);
      return;
    case 'indexedAccess':
      typeTargets(type.objectType, out);
      typeTargets(type.indexType, out);
      return;
    case 'conditional':
      for (const m of [type.checkType, type.extendsType, type.trueType, type.falseType]) typeTargets(m, out);
      return;
    case 'typeOperator':
      typeTargets(type.target, out);
      return;
    case 'query':
      typeTargets(type.queryType, out);
      return;
    case 'predicate':
      typeTargets(type.targetType, out);
      return;
    case 'mapped':
      for (const m of [type.parameterType, type.templateType, type.nameType]) typeTargets(m, out);
      return;
    case 'templateLiteral':
      for (const [part] of type.tail) typeTargets(part, out);
      return;
    case 'reflection':
      declarationTargets(type.declaration, out);
      return;
  }
}

function signatureTargets(signature: JSONOutput.SignatureReflection, out: Set<number>): void {
  for (const p of signature.parameters ?? []) typeTargets(p.type, out);
  for (const p of signature.typeParameters ?? []) {
    typeTargets(p.type, out);
    typeTargets(p.default, out);
  }
  typeTargets(signature.type, out);
}

/** Every reference target in a declaration: its type, signatures, members, heritage. */
export function declarationTargets(node: Declaration, out = new Set<number>()): Set<number> {
  typeTargets(node.type, out);
  for (const s of node.signatures ?? []) signatureTargets(s, out);
  for (const s of node.indexSignatures ?? []) signatureTargets(s, out);
  if (node.getSignature) signatureTargets(node.getSignature, out);
  if (node.setSignature) signatureTargets(node.setSignature, out);
  for (const p of node.typeParameters ?? []) {
    typeTargets(p.type, out);
    typeTargets(p.default, out);
  }
  for (const h of [...(node.extendedTypes ?? []), ...(node.implementedTypes ?? [])]) typeTargets(h, out);
  for (const child of node.children ?? []) if (!child.inheritedFrom) declarationTargets(child, out);
  return out;
}

function findModule(project: JSONOutput.ProjectReflection, name: string): Node | undefined {
  const modules = (project.children ?? []).filter((c) => c.kind === Kind.Module);
  const found = modules.find((m) => m.name === name);
  if (found) return found;
  // A single-module entry: the project is the module.
  return modules.length === 0 && (project.children?.length ?? 0) > 0 ? project : undefined;
}

export function buildApiModel(project: JSONOutput.ProjectReflection, moduleName: string): ApiModel | { error: 'module-not-found'; modules: string[] } {
  const { reflections, parents } = index(project);
  const modules = (project.children ?? []).filter((c) => c.kind === Kind.Module).map((m) => m.name);
  const root = findModule(project, moduleName);
  if (!root) return { error: 'module-not-found', modules };

  const items: ApiItem[] = [];
  const byId = new Map<number, ApiItem>();
  const skipped: string[] = [];
  const taken = new Set<string>();
  const moduleOf = (id: number): string | undefined => {
    for (let p = parents.get(id); p !== undefined; p = parents.get(p)) {
      const r = reflections.get(p);
      if (r?.kind === Kind.Module) return r.name;
    }
    return undefined;
  };
  const add = (name: string, declaration: Declaration, internal: boolean, aliasId?: number): ApiItem | undefined => {
    const kind = KIND_BY_REFLECTION[declaration.kind];
    if (!kind) return undefined;
    const dir = `${internal ? 'internal/' : ''}${sectionOf(kind).dir}`;
    let unique = name;
    for (let n = 2; taken.has(`${dir}/${unique}`.toLowerCase()); n++) unique = `${name}-${n}`;
    taken.add(`${dir}/${unique}`.toLowerCase());
    const item: ApiItem = { name: unique, kind, internal, declaration, module: moduleOf(declaration.id), slug: `${dir}/${unique}`, refs: new Set() };
    items.push(item);
    if (!byId.has(declaration.id)) byId.set(declaration.id, item);
    if (aliasId !== undefined) byId.set(aliasId, item);
    return item;
  };

  for (const child of root.children ?? []) {
    const declaration = follow(reflections, child);
    if (!declaration || !add(child.name, declaration, false, child.id)) skipped.push(child.name);
  }

  // Internal: what the public items refer to, transitively, that has no public page.
  const queue = [...items];
  while (queue.length > 0) {
    const item = queue.shift()!;
    for (const id of declarationTargets(item.declaration)) {
      const target = reflections.get(id);
      const declaration = target ? follow(reflections, target) : undefined;
      if (!declaration) continue;
      const existing = byId.get(id) ?? byId.get(declaration.id);
      if (existing) {
        if (existing !== item) item.refs.add(existing.declaration.id);
        continue;
      }
      const added = add(declaration.name, declaration, true, id);
      if (added) {
        item.refs.add(declaration.id);
        queue.push(added);
      }
    }
  }
  return { root, items, byId, reflections, parents, modules, skipped };
}
