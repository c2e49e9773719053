/** /search?q=: the full results page arrives with the search work; until then it says what it is. */
import { useEffect, useState } from 'react';
import type { PageData } from '../app/data.ts';

export default function SearchPage({ page }: { page: PageData }) {
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(new URLSearchParams(window.location.search).get('q') ?? ''), []);
  return (
    <div className="page-layout search-page">
      <h1>{query ? `Search results for "${query}"` : page.title}</h1>
    </div>
  );
}
