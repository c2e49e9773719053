import type { NavLink } from '../../../schema/artifacts.ts';
import { Link } from '../base/Link.tsx';

export function Breadcrumbs({ items, current }: { items: NavLink[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link to="/" aria-label="Home page">
            Home
          </Link>
        </li>
        {items.map((item) => (
          <li key={`${item.title}-${item.permalink}`}>{item.permalink ? <Link to={item.permalink}>{item.title}</Link> : <span>{item.title}</span>}</li>
        ))}
        <li aria-current="page">
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  );
}
