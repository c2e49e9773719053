/** What every check receives: the model and the link verdicts computed once for all of them. */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { ResolvedLink } from '../model/links.ts';
import type { RouteTable } from '../model/route-table.ts';
import type { SiteModel } from '../model/types.ts';
import type { CheckMemory } from './memory.ts';

export interface CheckContext {
  model: SiteModel;
  /** the verdicts of the links that do not resolve */
  links: ResolvedLink[];
  table: RouteTable;
  /** the session's (see memory.ts) */
  memory: CheckMemory;
}

export type Check = (ctx: CheckContext) => Diagnostic[];
