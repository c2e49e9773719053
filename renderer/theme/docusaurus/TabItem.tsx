/**
 * `@theme/TabItem`: one panel of a `<Tabs>` set. Its `value`, `label`, `default` and `attributes`
 * are read by Tabs; the panel's id, label and `hidden` come from Tabs too.
 */
import type { ReactNode } from 'react';
import './tabs.css';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  /** given to the tab's button (its className) */
  attributes?: { className?: string };
  className?: string;
  children?: ReactNode;
  /** set by Tabs */
  hidden?: boolean;
  id?: string;
  'aria-labelledby'?: string;
}

export default function TabItem({ children, hidden, className, id, 'aria-labelledby': labelledBy }: TabItemProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} className={className ? `tab-panel ${className}` : 'tab-panel'} hidden={hidden}>
      {children}
    </div>
  );
}
