/**
 * The DocSearch 3.9 modal (a lazy chunk), on Algolia or on the local engine, with two fixes
 * to 3.9's behaviour made here rather than in node_modules (the search box's states and its error screen):
 *
 * (a) Selecting a content-type hit saves its parent heading to recent searches. 3.9 only knows
 *     the parent when the page's lvl1 hit is among the current results, and saves nothing
 *     otherwise. Just before DocSearch handles a selection (Enter on the active hit, or a click),
 *     a capture-phase listener gives such an orphan hit its parent (the page's lvl1 record), so
 *     DocSearch's own recent-searches store saves it, with its usual favourite check and limit.
 *     The parent is removed again right after, so the hit keeps looking like a top-level hit.
 *
 * (b) When no search host answers, 3.9 shows the error screen and resets it to idle at once
 *     (autocomplete's `finally`). The search client wrapper records the failure, and the error
 *     screen is rendered into the dropdown until a search succeeds or the query is cleared.
 *
 * And two changes: the no-results screen's "Try searching for" offers close terms from the
 * index's vocabulary (./suggest.ts) instead of 3.9's section names of earlier results, rendered
 * into DocSearch's screen in place of its list; the "Search by Algolia" badge shows only while
 * Algolia is what answered.
 */
import { type DocSearchHit, DocSearchModal, type DocSearchTransformClient, type InternalDocSearchHit, type StoredDocSearchHit } from '@docsearch/react';
import '@docsearch/css/dist/modal.css';
import './search.css';
import { createContext, type JSX, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from '../base/Link.tsx';
import { navigateWithPreload } from '../base/navigation.ts';
import { useThemeSession } from '../base/session.ts';
import { config, isExternalUrl, withBase } from '../base/site.ts';
import { algolia, indexName, localSearch, parentHeading, prepareHit, type ResultHit, searchParameters, siteClient, suggestQueries } from './backend.ts';
import { SUGGESTIONS } from './suggest.ts';

export interface SearchModalProps {
  onClose: () => void;
  initialQuery?: string;
  initialScrollY: number;
  navigate: (to: string) => void;
}

const SEARCH_PAGE_PATH = algolia ? (algolia.searchPagePath === false ? null : `/${algolia.searchPagePath.replace(/^\//, '')}`) : '/search';
// The site's GitHub repository, when its config names one (organizationName and projectName, as Docusaurus's deploy does).
const REPOSITORY = config.organizationName && config.projectName ? `https://github.com/${config.organizationName}/${config.projectName}` : undefined;
const PARAMETERS = searchParameters();

/** Where a reader reports a query without results: an issue of the site's repository (none without one). */
export const missingResultsUrl = REPOSITORY ? ({ query }: { query: string }): string => `${REPOSITORY}/issues/new?title=${encodeURIComponent(query)}` : undefined;

function href(url: string): string {
  return isExternalUrl(url) ? url : withBase(url);
}

/** The open modal's content hits rendered without a parent, by objectID: the candidates for fix (a). */
const OrphansContext = createContext<Map<string, InternalDocSearchHit> | null>(null);

function SearchHit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }): JSX.Element {
  const orphans = useContext(OrphansContext);
  if (hit.type === 'content' && '__docsearch_parent' in hit && !hit.__docsearch_parent) orphans?.set(hit.objectID, hit);
  return (
    <Link to={hit.url} data-search-hit={hit.objectID}>
      {children}
    </Link>
  );
}

function transformItems(items: DocSearchHit[]): DocSearchHit[] {
  return items.map((hit) => prepareHit(hit as unknown as ResultHit) as unknown as DocSearchHit);
}

function ErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen docs-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" fillRule="evenodd" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}

/** Puts a query in DocSearch's input as if typed (its onChange searches), as 3.9's own suggestions do. */
function searchFor(query: string): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

function Suggestions({ suggestions }: { suggestions: string[] }) {
  return (
    <div className="DocSearch-NoResults-Prefill-List docs-search-suggestions">
      <p className="DocSearch-Help">Try searching for:</p>
      <ul>
        {suggestions.slice(0, SUGGESTIONS).map((suggestion) => (
          <li key={suggestion}>
            <button type="button" className="DocSearch-Prefill" onClick={() => searchFor(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A query that found nothing, and what to search for instead. */
interface NoResults {
  query: string;
  suggestions: string[];
}

/** Where the suggestions go: a block of ours inside DocSearch's no-results screen, and the query that screen shows. */
interface SuggestionsHost {
  element: Element;
  query: string;
}

/**
 * Algolia Insights (`themeConfig.algolia.insights`): DocSearch's insights plugin sends its view
 * and click events (objectIDs in batches of 20, views debounced by 400 ms) through this client.
 * Without one the plugin would inject search-insights from a CDN; the npm package loads with
 * this chunk instead, only when insights are on. The plugin spreads `insightsInitParams` into
 * `init` (its type says a tuple; the code reads an object).
 */
const insights = algolia?.insights
  ? { insightsClient: (await import('search-insights')).default, insightsInitParams: { appId: algolia.appId, apiKey: algolia.apiKey } as never }
  : false;

export default function SearchModal({ onClose, initialQuery, initialScrollY, navigate }: SearchModalProps) {
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const [answeredBy, setAnsweredBy] = useState<'algolia' | 'local' | null>(null);
  const [noResults, setNoResults] = useState<NoResults | null>(null);
  const [suggestionsHost, setSuggestionsHost] = useState<SuggestionsHost | null>(null);
  const failedRef = useRef(setFailed);
  failedRef.current = setFailed;
  /** numbers searches, so that suggestions for an older query never replace a newer answer */
  const searches = useRef(0);
  const session = useThemeSession();
  const { memo } = session;
  const [orphans] = useState(() => new Map<string, InternalDocSearchHit>());

  // Stable identities: DocSearch rebuilds its autocomplete instance when these change.
  const transformSearchClient = useCallback((client: DocSearchTransformClient): DocSearchTransformClient => {
    const search = (async (...args: Parameters<DocSearchTransformClient['search']>) => {
      try {
        const [params] = args;
        const requests = (Array.isArray(params) ? params : (params as { requests: unknown[] }).requests) as Record<string, unknown>[];
        const ticket = ++searches.current;
        const response = algolia ? await siteClient(memo).search(...(args as Parameters<ReturnType<typeof siteClient>['search']>)) : await localSearch(memo, requests);
        failedRef.current(false);
        setAnsweredBy(algolia ? 'algolia' : 'local');
        const query = String(requests[0]?.query ?? '');
        if ((response.results[0] as { nbHits?: number } | undefined)?.nbHits === 0 && query.trim() !== '') {
          void suggestQueries(memo, query).then((suggestions) => ticket === searches.current && setNoResults({ query, suggestions }));
        } else setNoResults(null);
        return response;
      } catch (error) {
        if ((error as Error)?.name === 'RetryError') failedRef.current(true);
        setAnsweredBy(null);
        throw error;
      }
    }) as DocSearchTransformClient['search'];
    return { search, addAlgoliaAgent: client.addAlgoliaAgent, transporter: client.transporter };
  }, [memo]);

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        if (isExternalUrl(itemUrl)) window.location.assign(itemUrl);
        else void navigateWithPreload(session, itemUrl, navigate);
      },
      navigateNewTab({ itemUrl }: { itemUrl: string }) {
        window.open(href(itemUrl), '_blank', 'noopener')?.focus();
      },
      navigateNewWindow({ itemUrl }: { itemUrl: string }) {
        window.open(href(itemUrl), '_blank', 'noopener');
      },
    }),
    [navigate, session],
  );

  const resultsFooterComponent = useCallback(
    ({ state }: { state: { query: string } }) =>
      SEARCH_PAGE_PATH ? (
        <Link to={`${SEARCH_PAGE_PATH}?q=${encodeURIComponent(state.query)}`} className="docs-search-see-all" onClick={onClose}>
          See all results
        </Link>
      ) : null,
    [onClose],
  );

  useEffect(() => {
    setDropdown(document.querySelector('.DocSearch-Dropdown'));
    // (a) Runs before DocSearch's own handlers (capture phase on window; React listens below).
    const adopt = (item: Element | null | undefined) => {
      const id = item?.querySelector('[data-search-hit]')?.getAttribute('data-search-hit');
      const hit = id ? orphans.get(id) : undefined;
      if (hit?.type !== 'content' || hit.__docsearch_parent) return;
      hit.__docsearch_parent = parentHeading(memo, hit as unknown as ResultHit) as unknown as InternalDocSearchHit;
      setTimeout(() => {
        hit.__docsearch_parent = null;
      }, 0);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !event.isComposing) adopt(document.querySelector('.DocSearch-Hit[aria-selected="true"]'));
    };
    const onClick = (event: MouseEvent) => adopt((event.target as Element | null)?.closest?.('.DocSearch-Hit'));
    // (b) An empty query shows the start screen again, not the error.
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    const form = input?.form;
    const onInput = () => input && input.value === '' && setFailed(false);
    const onReset = () => setFailed(false);
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('click', onClick, true);
    input?.addEventListener('input', onInput);
    form?.addEventListener('reset', onReset);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('click', onClick, true);
      input?.removeEventListener('input', onInput);
      form?.removeEventListener('reset', onReset);
      orphans.clear();
    };
  }, [memo, orphans]);

  // The badge: shown while Algolia is what answered (search.css hides it otherwise).
  useEffect(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    if (answeredBy === 'algolia') modal?.setAttribute('data-answered-by', 'algolia');
    else modal?.removeAttribute('data-answered-by');
  }, [answeredBy]);

  // A block of ours in DocSearch's no-results screen, before its "Believe this query…" line,
  // found again whenever DocSearch renders the screen.
  useEffect(() => {
    if (!dropdown) return;
    const place = () => {
      const screen = dropdown.querySelector('.DocSearch-NoResults');
      if (!screen) {
        setSuggestionsHost(null);
        return;
      }
      let element = screen.querySelector(':scope > .docs-search-suggestions-host');
      if (!element) {
        element = document.createElement('div');
        element.className = 'docs-search-suggestions-host';
        screen.insertBefore(element, screen.querySelector(':scope > .DocSearch-Help'));
      }
      const host = { element, query: screen.querySelector('.DocSearch-Title strong')?.textContent ?? '' };
      setSuggestionsHost((current) => (current?.element === host.element && current.query === host.query ? current : host));
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(dropdown, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [dropdown]);

  const suggestions = noResults && suggestionsHost && noResults.query === suggestionsHost.query && noResults.suggestions.length > 0 ? noResults.suggestions : null;
  return (
    <OrphansContext.Provider value={orphans}>
      <DocSearchModal
        appId={algolia?.appId ?? 'local'}
        apiKey={algolia?.apiKey ?? 'local'}
        indexName={indexName}
        placeholder="Search docs"
        searchParameters={PARAMETERS}
        transformItems={transformItems}
        transformSearchClient={transformSearchClient}
        hitComponent={SearchHit}
        resultsFooterComponent={resultsFooterComponent}
        navigator={navigator}
        getMissingResultsUrl={missingResultsUrl}
        initialQuery={initialQuery}
        initialScrollY={initialScrollY}
        onClose={onClose}
        insights={insights}
      />
      {failed && dropdown ? createPortal(<ErrorScreen />, dropdown) : null}
      {suggestions && suggestionsHost ? createPortal(<Suggestions suggestions={suggestions} />, suggestionsHost.element) : null}
    </OrphansContext.Provider>
  );
}
