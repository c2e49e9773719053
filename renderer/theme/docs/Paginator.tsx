import type { NavLink } from '../../../schema/artifacts.ts';
import { Link } from '../base/Link.tsx';

export function Paginator({ prev, next }: { prev?: NavLink; next?: NavLink }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {prev ? (
        <Link to={prev.permalink} className="pagination-link pagination-prev">
          <span className="pagination-sublabel">Previous</span>
          <span className="pagination-label">{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.permalink} className="pagination-link pagination-next">
          <span className="pagination-sublabel">Next</span>
          <span className="pagination-label">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
