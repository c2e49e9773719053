/** Links inside page bodies: internal ones navigate client-side, external ones open safely. */
import type { AnchorHTMLAttributes } from 'react';
import { Link } from '../app/Link.tsx';

export function ContentLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href === undefined) return <a {...rest}>{children}</a>;
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
