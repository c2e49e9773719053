/**
 * The components content may name in MDX (`<Link to="…">`, `<Tabs groupId="…">`) and the props
 * each one takes: the contract between the parser, which removes and reports any other prop, and
 * the renderer, which passes a component nothing else. Plain data, not Zod: the renderer ships it
 * to the browser. A site's own components (its components map) get string, number and boolean
 * props, or the props its config declares for them (`componentProps`: `{ Chart: { options: 'object' } }`),
 * which they then take alone.
 */

/** What a prop's value may be: `object` is a JSON object, `list` a JSON array; `class` a class name string or list. */
export const PROP_KINDS = ['string', 'number', 'boolean', 'object', 'list', 'class'] as const;
export type PropKind = (typeof PROP_KINDS)[number];
/** A prop takes one kind of value, or any of several (Docusaurus's `queryString` is a key or `true`). */
export type PropKinds = PropKind | readonly PropKind[];

/** The props a site declares for its own components (its config's `componentProps`): component → prop → kind. */
export type DeclaredProps = Readonly<Record<string, Readonly<Record<string, PropKinds>>>>;

/** Components → their props and each one's kind. */
export type ComponentProps = Readonly<Record<string, Readonly<Record<string, PropKinds>>>>;

const LINK = { to: 'string', href: 'string', id: 'string', className: 'class', title: 'string', target: 'string', rel: 'string' } as const;

// Docusaurus's theme components (renderer/theme/docusaurus), by the props their documentation gives that data can hold.
// `values` is a list of `{ value, label }`; a TabItem's `attributes` give its tab button a class name.
const TABS = { groupId: 'string', defaultValue: 'string', queryString: ['string', 'boolean'], lazy: 'boolean', block: 'boolean', values: 'list', className: 'class' } as const;
const TAB_ITEM = { value: 'string', label: 'string', default: 'boolean', attributes: 'object', className: 'class' } as const;
const ADMONITION = { type: 'string', title: 'string', icon: 'string', className: 'class' } as const;
const CODE_BLOCK = { language: 'string', title: 'string', showLineNumbers: ['boolean', 'number'], className: 'class' } as const;
const DETAILS = { summary: 'string', open: 'boolean', id: 'string', className: 'class' } as const;
const DOC_CARD_LIST = { className: 'class' } as const;

export const contentComponents = {
  Link: LINK,
  Tabs: TABS,
  TabItem: TAB_ITEM,
  Admonition: ADMONITION,
  CodeBlock: CODE_BLOCK,
  Details: DETAILS,
  DocCardList: DOC_CARD_LIST,
  Head: {},
} as const satisfies ComponentProps;

/** `<Link>`'s props alone: what the browser checks on a site none of whose pages names a theme component (the rest is then left out of its bundle). */
export const linkComponentProps = { Link: LINK } as const satisfies ComponentProps;

export type ContentComponentName = keyof typeof contentComponents;

interface KindTypes {
  string: string;
  number: number;
  boolean: boolean;
  object: Record<string, unknown>;
  list: unknown[];
  class: string | string[];
}

type TypeOf<K> = K extends PropKind ? KindTypes[K] : K extends readonly PropKind[] ? KindTypes[K[number]] : never;

/** The props content can give component `N`, as its React component receives them. */
export type ContentComponentProps<N extends ContentComponentName> = {
  -readonly [P in keyof (typeof contentComponents)[N]]?: TypeOf<(typeof contentComponents)[N][P]>;
};

export function isContentComponent(name: string): name is ContentComponentName {
  return Object.hasOwn(contentComponents, name);
}

/** Names React reads itself instead of passing on, and event handlers: never a prop or attribute from content. */
const REACT_OWN = new Set(['dangerouslySetInnerHTML', 'ref', 'key', 'children', 'suppressHydrationWarning', 'suppressContentEditableWarning']);

export function isReactOwnProp(name: string): boolean {
  return REACT_OWN.has(name) || /^on/i.test(name);
}
/** Attributes that can run or load code, if a site component passed them to an element. */
const CODE_ATTRIBUTES = new Set(['srcdoc', 'formaction', 'style']);

function fits(kind: PropKinds, value: unknown): boolean {
  if (typeof kind !== 'string') return kind.some((one) => fits(one, value));
  switch (kind) {
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'list':
      return Array.isArray(value);
    case 'class':
      return typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
    default:
      return typeof value === kind;
  }
}

const KIND_TEXT: Record<PropKind, string> = { string: 'a string', number: 'a number', boolean: 'a boolean', object: 'an object', list: 'a list', class: 'a class name' };

function kindText(kind: PropKinds): string {
  if (typeof kind === 'string') return KIND_TEXT[kind];
  return kind.map((one) => KIND_TEXT[one]).join(' or ');
}

/** The props a component is listed with: a built-in one's here, a site's own as its config declares them. */
function listedProps(component: string, declared: DeclaredProps): Readonly<Record<string, PropKinds>> | undefined {
  if (isContentComponent(component)) return contentComponents[component];
  return Object.hasOwn(declared, component) ? declared[component] : undefined;
}

/** The kind a listed component's prop takes; undefined for a prop it does not list. */
function listedKind(props: Readonly<Record<string, PropKinds>>, prop: string): PropKinds | undefined {
  return Object.hasOwn(props, prop) ? props[prop] : undefined;
}

/** Which rule refuses a prop: the decision alone, so the browser bundle carries no messages. */
type Refusal = 'react-own' | 'unlisted' | 'kind' | 'code' | 'object';

/**
 * The listed components take their listed props with values of the listed kind; any other
 * component takes strings, numbers and booleans. Undefined when content may set the prop.
 */
function refusal(component: string, prop: string, value: unknown, declared: DeclaredProps): Refusal | undefined {
  if (isReactOwnProp(prop)) return 'react-own';
  const listed = listedProps(component, declared);
  if (listed) {
    const kind = listedKind(listed, prop);
    if (!kind) return 'unlisted';
    return fits(kind, value) ? undefined : 'kind';
  }
  if (CODE_ATTRIBUTES.has(prop.toLowerCase())) return 'code';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? undefined : 'object';
}

/** Why content may not give `component` the prop `prop` with this value (a sentence), or undefined when it may. */
export function componentPropProblem(component: string, prop: string, value: unknown, declared: DeclaredProps = {}): string | undefined {
  switch (refusal(component, prop, value, declared)) {
    case undefined:
      return undefined;
    case 'react-own':
    case 'code':
      return `\`${prop}\` is not a prop content can set on <${component}>`;
    case 'unlisted':
      return `<${component}> takes no prop \`${prop}\``;
    case 'kind':
      return `the prop \`${prop}\` of <${component}> must be ${kindText(listedKind(listedProps(component, declared)!, prop)!)}`;
    case 'object':
      return `the prop \`${prop}\` of <${component}> must be a string, number or boolean (a site component takes other values only as its config's \`componentProps\` declares)`;
  }
}

/**
 * The props of `properties` the renderer gives `component` (its half of the contract): a built-in
 * one's listed props (`builtIn`), each of its kind; a site's own component any prop but React's
 * own and those that could carry code to an element. The parser kept only what the site's
 * declarations allow (`componentProps`), so the browser need not carry them.
 */
export function allowedComponentProps(component: string, properties: Record<string, unknown>, builtIn: ComponentProps): Record<string, unknown> {
  const listed = Object.hasOwn(builtIn, component) ? builtIn[component] : undefined;
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(properties)) {
    let refused = isReactOwnProp(name);
    if (!refused && listed) {
      const kind = listedKind(listed, name);
      refused = !kind || !fits(kind, value);
    } else if (!refused) refused = CODE_ATTRIBUTES.has(name.toLowerCase());
    if (!refused) props[name] = value;
  }
  return props;
}
