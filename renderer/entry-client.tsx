/** Browser entry: seeds the page data the HTML carries, loads the page's chunk, then hydrates. */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import 'nprogress/nprogress.css';
import './theme/theme.css';
import { App } from './app/App.tsx';
import { type InitialData, seed } from './app/data.ts';
import { lazyPageFor } from './app/pages.tsx';
import { withoutBase } from './app/site.ts';

const DATA_ID = '__docs_data';

async function start() {
  const element = document.getElementById(DATA_ID);
  const initial = element ? (JSON.parse(element.textContent ?? 'null') as InitialData | null) : null;
  // 404.html is served for every unknown path: its data belongs to whatever path was asked for.
  if (initial) seed(initial.page ? initial : { ...initial, path: withoutBase(window.location.pathname) ?? window.location.pathname });
  const lazyPage = initial?.page ? lazyPageFor(initial.page.kind) : undefined;
  if (lazyPage) await lazyPage.preload().catch(() => {});
  hydrateRoot(
    document.getElementById('__docs')!,
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
    {
      onRecoverableError: (error) => console.error('Hydration error:', error),
    },
  );
}

void start();
