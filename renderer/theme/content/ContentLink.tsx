/** Links inside page bodies: internal ones navigate client-side, external ones open safely. */
import { Link } from '../base/Link.tsx';
import type { ElementProps } from './hast-to-react.ts';

export function ContentLink({ href, target, rel, children, ...attributes }: ElementProps) {
  // Only hast-to-react's attribute values arrive here; Link names what it sets itself.
  if (typeof href !== 'string') return <a {...attributes}>{children}</a>;
  return (
    <Link to={href} target={typeof target === 'string' ? target : undefined} rel={typeof rel === 'string' ? rel : undefined} attributes={attributes}>
      {children}
    </Link>
  );
}
