import { Link } from '../base/Link.tsx';

export default function NotFound() {
  return (
    <div className="not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The link that brought you here may be out of date. Try the <Link to="/">home page</Link> or the search.
      </p>
    </div>
  );
}
