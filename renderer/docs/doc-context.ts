/** The docs page being rendered, for the components of its body that show more of it (`@theme/DocCardList`). */
import { createContext } from 'react';
import type { PageData } from '../app/data.ts';

export const DocPageContext = createContext<PageData | undefined>(undefined);
