/** The docs page being rendered, for the components of its body that show more of it (`@theme/DocCardList`). */
import { createContext } from 'react';
import type { PageData } from '../base/data.ts';

export const DocPageContext = createContext<PageData | undefined>(undefined);
