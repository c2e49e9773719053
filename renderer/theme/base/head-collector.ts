/** Where prerendering collects the head elements of the page's components (entry-server.tsx), by each component's id. */
import { createContext } from 'react';
import type { HeadElements } from './head-elements.ts';

export const HeadCollectorContext = createContext<Map<string, HeadElements> | undefined>(undefined);
