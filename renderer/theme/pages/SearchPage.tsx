/**
 * /search?q=: the full results of a query on the modal's backend. The input is kept in the URL
 * (replaceState while typing), the title follows the query, 20 results load per page and more
 * as the end of the list scrolls into view; a query that finds nothing offers up to 3 close ones,
 * as the modal does. The query is read in an effect: the prerendered HTML has none, so hydration matches.
 */
import './search-page.css';
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { pageTitle } from '../base/head.ts';
import type { PageData } from '../base/data.ts';
import { Link } from '../base/Link.tsx';
import { useThemeSession } from '../base/session.ts';
import { withBase } from '../base/site.ts';
import { HITS_PER_PAGE, RETRIEVED_ATTRIBUTES, type ResultHit, search, suggestQueries } from '../search/backend.ts';
import { highlightText } from '../search/sanitize.ts';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

type Hit = ResultHit & {
  _highlightResult?: { hierarchy?: Record<string, { value: string } | undefined> };
  _snippetResult?: { content?: { value: string } };
};

interface Results {
  query: string;
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  status: 'idle' | 'loading' | 'error';
  /** close queries that find something, when this one found nothing */
  suggestions: string[];
}

const EMPTY: Results = { query: '', hits: [], nbHits: 0, page: -1, nbPages: 0, status: 'idle', suggestions: [] };

function snippetWords(): number {
  return window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
}

/** Breadcrumbs (the hierarchy above the hit) and title (the hit's own level), as safe HTML. */
function describe(hit: Hit): { crumbs: string[]; title: string } {
  const highlighted = hit._highlightResult?.hierarchy ?? {};
  const levels = LEVELS.filter((lvl) => hit.hierarchy[lvl]).map((lvl) => highlighted[lvl]?.value ?? hit.hierarchy[lvl] ?? '');
  const title = levels.pop() ?? '';
  return { crumbs: levels, title };
}

function SearchResult({ hit }: { hit: Hit }) {
  const { crumbs, title } = describe(hit);
  const summary = hit._snippetResult?.content?.value;
  return (
    <article className="search-result">
      {crumbs.length > 0 ? (
        <nav className="search-result-breadcrumbs" aria-label={`Location of ${highlightText(title)}`}>
          <ol>
            {crumbs.map((crumb, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the hierarchy is positional
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized, only <mark> survives
              <li key={i} dangerouslySetInnerHTML={{ __html: crumb }} />
            ))}
          </ol>
        </nav>
      ) : null}
      <h2 className="search-result-title">
        <Link to={hit.url}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized, only <mark> survives */}
          <span dangerouslySetInnerHTML={{ __html: title }} />
        </Link>
      </h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized, only <mark> survives */}
      {summary ? <p className="search-result-summary" dangerouslySetInnerHTML={{ __html: summary }} /> : null}
    </article>
  );
}

export default function SearchPage({ page }: { page: PageData }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results>(EMPTY);
  const latest = useRef(0);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => setQuery(new URLSearchParams(window.location.search).get('q') ?? ''), []);

  useEffect(() => {
    document.title = pageTitle(query ? `Search results for "${query}"` : page.title);
  }, [query, page.title]);

  const { memo } = useThemeSession();
  const load = useCallback(async (q: string, pageNumber: number) => {
    const ticket = ++latest.current;
    setResults((r) => ({ ...(pageNumber === 0 ? { ...EMPTY, query: q } : r), status: 'loading' }));
    try {
      const response = await search(memo, {
        query: q,
        page: pageNumber,
        hitsPerPage: HITS_PER_PAGE,
        attributesToRetrieve: RETRIEVED_ATTRIBUTES,
        attributesToSnippet: [`content:${snippetWords()}`],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      });
      const suggestions = response.nbHits === 0 ? await suggestQueries(memo, q) : [];
      if (ticket !== latest.current) return;
      setResults((r) => ({
        query: q,
        hits: pageNumber === 0 ? (response.hits as unknown as Hit[]) : [...r.hits, ...(response.hits as unknown as Hit[])],
        nbHits: response.nbHits,
        page: response.page,
        nbPages: response.nbPages,
        status: 'idle',
        suggestions,
      }));
    } catch (error) {
      if (ticket !== latest.current) return;
      console.error('Search failed:', error);
      setResults((r) => ({ ...r, status: 'error' }));
    }
  }, [memo]);

  useEffect(() => {
    if (query.trim() === '') {
      latest.current++;
      setResults(EMPTY);
      return;
    }
    void load(query, 0);
  }, [query, load]);

  // More results when the end of the list scrolls into view.
  const canLoadMore = results.status === 'idle' && results.query !== '' && results.page + 1 < results.nbPages;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoadMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        void load(results.query, results.page + 1);
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, load, results.query, results.page]);

  const changeQuery = (value: string) => {
    setQuery(value);
    const url = `${withBase('/search')}${value ? `?q=${encodeURIComponent(value)}` : ''}`;
    window.history.replaceState(window.history.state, '', url);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => changeQuery(event.target.value);

  return (
    <div className="page-layout search-page">
      <h1>{query ? `Search results for "${query}"` : page.title}</h1>
      <form className="search-page-form" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          className="search-page-input"
          name="q"
          aria-label="Search"
          placeholder="Type your search here"
          autoComplete="off"
          maxLength={512}
          value={query}
          onChange={onChange}
        />
      </form>
      <div className="search-page-status" aria-live="polite">
        {results.status === 'error'
          ? 'Unable to fetch results. You might want to check your network connection.'
          : results.query && results.page >= 0
            ? results.nbHits === 0
              ? 'No results were found'
              : `Found ${results.nbHits} ${results.nbHits === 1 ? 'document' : 'documents'}`
            : ''}
      </div>
      {results.status === 'idle' && results.nbHits === 0 && results.suggestions.length > 0 ? (
        <p className="search-page-suggestions">
          Try searching for:{' '}
          {results.suggestions.map((suggestion) => (
            <button key={suggestion} type="button" className="search-page-suggestion" onClick={() => changeQuery(suggestion)}>
              {suggestion}
            </button>
          ))}
        </p>
      ) : null}
      <div className="search-results">
        {results.hits.map((hit) => (
          <SearchResult key={hit.objectID} hit={hit} />
        ))}
      </div>
      {results.status === 'loading' && results.query ? <div className="search-page-loading">Fetching new results…</div> : null}
      <div ref={sentinel} className="search-page-sentinel" aria-hidden="true" />
    </div>
  );
}
