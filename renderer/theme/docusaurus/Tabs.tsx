/**
 * `@theme/Tabs`: a tab list over its `<TabItem>` panels, as Docusaurus's works. The prerendered
 * page shows the default tab (`defaultValue`, else the item marked `default`, else the first);
 * once hydrated, the tab the URL (`queryString`) or the group's stored choice (`groupId`) names
 * is selected, and choosing a tab updates both, so every set of the group follows. Keyboard as
 * the WAI-ARIA tabs pattern: the arrow keys (wrapping), Home and End move to a tab and select it;
 * only the selected tab is in the Tab order. `lazy` renders only the selected panel.
 */
import { Children, cloneElement, isValidElement, type KeyboardEvent, type ReactElement, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { TabItemProps } from './TabItem.tsx';
import { choicesOf } from '../base/choices.ts';
import { useThemeSession } from '../base/session.ts';
import { setGroupChoice, setQueryValue, useGroupChoice, useQueryValue } from './tab-choice.ts';
import './tabs.css';

export interface TabValue {
  value: string;
  label?: string;
  attributes?: { className?: string };
}

export interface TabsProps {
  children?: ReactNode;
  values?: TabValue[];
  defaultValue?: string;
  groupId?: string;
  /** `true`: the groupId is the query string key; a string: that key */
  queryString?: string | boolean;
  lazy?: boolean;
  block?: boolean;
  className?: string;
}

type Item = ReactElement<TabItemProps>;

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const isItem = (node: ReactNode): node is Item => isValidElement<TabItemProps>(node) && typeof node.props.value === 'string';
const isBlank = (node: ReactNode) => node === null || node === undefined || typeof node === 'boolean' || (typeof node === 'string' && node.trim() === '');

/** The TabItem elements among `children`; an element that holds only items (MDX's paragraph around a line of them) gives its items. */
export function tabItemsOf(children: ReactNode): Item[] {
  const items: Item[] = [];
  for (const child of Children.toArray(children)) {
    if (isItem(child)) items.push(child);
    else if (isValidElement<{ children?: ReactNode }>(child)) {
      const inner = Children.toArray(child.props.children);
      if (inner.some(isItem) && inner.every((node) => isItem(node) || isBlank(node))) items.push(...inner.filter(isItem));
    }
  }
  return items;
}

/** The tabs to show: `values` when given (their labels win), else the items'. */
function tabValuesOf(values: TabValue[] | undefined, items: Item[]): TabValue[] {
  const fromItems = items.map(({ props }) => ({ value: props.value, label: props.label, attributes: props.attributes }));
  if (!Array.isArray(values)) return fromItems;
  return values.filter((v) => typeof v?.value === 'string').map((v) => ({ ...fromItems.find((item) => item.value === v.value), ...v }));
}

function defaultValueOf(defaultValue: string | undefined, items: Item[], tabs: TabValue[]): string | undefined {
  const valid = (value: string | undefined) => (value !== undefined && tabs.some((tab) => tab.value === value) ? value : undefined);
  return valid(defaultValue) ?? valid(items.find((item) => item.props.default)?.props.value) ?? tabs[0]?.value;
}

export default function Tabs({ children, values, defaultValue, groupId, queryString, lazy, block, className }: TabsProps) {
  const items = tabItemsOf(children);
  const tabs = tabValuesOf(values, items);
  const [selected, setSelected] = useState(() => defaultValueOf(defaultValue, items, tabs));
  const queryKey = queryString === true ? groupId : typeof queryString === 'string' && queryString ? queryString : undefined;
  const fromQuery = useQueryValue(queryKey);
  const fromGroup = useGroupChoice(groupId);
  const choices = choicesOf(useThemeSession());
  // The URL wins over the stored choice; a value that names no tab of this set is ignored.
  const wanted = fromQuery ?? fromGroup;
  const restore = wanted !== null && tabs.some((tab) => tab.value === wanted) ? wanted : undefined;
  useIsoLayoutEffect(() => {
    if (restore !== undefined) setSelected(restore);
  }, [restore]);

  // A choice can change the height of synced sets above this one: the chosen tab stays where it was on the screen.
  const kept = useRef<{ element: HTMLElement; top: number }>(undefined);
  useIsoLayoutEffect(() => {
    const was = kept.current;
    kept.current = undefined;
    if (was) window.scrollBy(0, was.element.getBoundingClientRect().top - was.top);
  }, [selected]);

  const base = useId();
  const tabList = useRef<HTMLDivElement>(null);
  const select = (value: string, element: HTMLElement) => {
    if (value !== selected) kept.current = { element, top: element.getBoundingClientRect().top };
    setSelected(value);
    if (queryKey) setQueryValue(choices, queryKey, value);
    if (groupId) setGroupChoice(choices, groupId, value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const button = tabList.current?.querySelectorAll<HTMLButtonElement>('[role=tab]')[next];
    if (!button) return;
    button.focus();
    select(tabs[next].value, button);
  };

  const indexOf = (value: string) => tabs.findIndex((tab) => tab.value === value);
  const panels = items
    .filter((item) => indexOf(item.props.value) !== -1 && (!lazy || item.props.value === selected))
    .map((item) => {
      const index = indexOf(item.props.value);
      return cloneElement(item, { key: item.props.value, id: `${base}panel-${index}`, 'aria-labelledby': `${base}tab-${index}`, hidden: item.props.value !== selected });
    });
  return (
    <div className={className ? `tabs-container ${className}` : 'tabs-container'}>
      <div ref={tabList} role="tablist" aria-orientation="horizontal" className={block ? 'tabs tabs-block' : 'tabs'}>
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          const extra = typeof tab.attributes?.className === 'string' ? ` ${tab.attributes.className}` : '';
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={`${base}tab-${index}`}
              aria-controls={lazy && !active ? undefined : `${base}panel-${index}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={`tabs-item${active ? ' tabs-item-active' : ''}${extra}`}
              onClick={(event) => select(tab.value, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label ?? tab.value}
            </button>
          );
        })}
      </div>
      {panels}
    </div>
  );
}
