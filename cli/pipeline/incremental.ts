/**
 * pipeline (incremental): the three ways a run reuses the session's last one, each tried in turn
 * and each answering undefined when the change is not one it follows (the run then does that part
 * in full, see run.ts). An edit inside doc bodies patches the last model, the links of the pages
 * it touches and their artifacts (model/patch.ts); one doc added or deleted makes the model from
 * the last one (model/doc-set.ts); any other change builds the model in full and follows its diff
 * from the last one (model/diff.ts). Either of the last two re-resolves only the links that name
 * what came or went and patches the artifacts (emit/structure.ts).
 */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { PatchedFiles } from '../emit/patched-files.ts';
import type { SearchIndexCache } from '../emit/search.ts';
import type { LoadedContent } from '../load/content.ts';
import type { ModelDiff } from '../model/diff.ts';
import type { LinkResolution } from '../model/links.ts';
import type { ModelPatch } from '../model/patch.ts';
import type { SiteModel } from '../model/types.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { SiteConfig } from '../../schema/config.ts';
import type { BuildSession, RunState } from './session.ts';
import { type LaterStages, laterStages } from './stages.ts';

/** The last run's state, and every site file that changed since it read the site. */
export interface LastRun {
  state: RunState;
  changed: readonly string[];
}

/** A model made from the last run's, with what the stages after it follow. */
export type ModelFromLast = { model: SiteModel; modelDiagnostics: Diagnostic[] } & (
  | { modelFrom: 'body-patch'; patch: ModelPatch }
  | { modelFrom: 'doc-set'; diff: ModelDiff }
);

/** An edit inside doc bodies patches the last model; one doc added or deleted makes the model from it. */
export function modelFromLast(
  stages: LaterStages,
  session: BuildSession,
  last: LastRun,
  site: { config: SiteConfig; content: LoadedContent; parsed: ReadonlyMap<string, ParsedDoc> },
): ModelFromLast | undefined {
  const [, , , { patchModel }, { patchDocSet }] = stages;
  const { state, changed } = last;
  const patch = patchModel(session.model, state.model, site.config, site.content.sources, site.parsed, changed);
  if (patch) return { model: patch.model, modelDiagnostics: state.modelDiagnostics, modelFrom: 'body-patch', patch };
  const docSet = patchDocSet(session.model, state.model, state.modelDiagnostics, site.config, site.content, site.parsed, changed);
  return docSet && { model: docSet.model, modelDiagnostics: state.modelDiagnostics, modelFrom: 'doc-set', diff: docSet.diff };
}

/** How the findings and artifacts may follow the last run's: with these pages' made again, or with the model's diff. */
export type ArtifactsFollow = { kind: 'pages'; pages: ReadonlySet<string> } | { kind: 'diff'; diff: ModelDiff; resolved: ReadonlySet<string>; relinked: boolean };

/** After a body patch: only the links of the changed docs and of the pages that read their anchors, again. */
export function relinkBodies(stages: LaterStages, session: BuildSession, last: LastRun, model: SiteModel, patch: ModelPatch): (LinkResolution & { pages: Set<string> }) | undefined {
  const [, , { relinkPages }] = stages;
  return relinkPages(session.model, last.state.rewrites, model, patch.docs, patch.routes);
}

/** After docs came or went: the last resolution with what came and went, or undefined (the links are resolved in full). */
export function relinkDiff(stages: LaterStages, session: BuildSession, last: LastRun, model: SiteModel, diff: ModelDiff): (LinkResolution & { pages: Set<string> }) | undefined {
  const [, , { relinkStructure }] = stages;
  return relinkStructure(session.model, last.state.rewrites, last.state.model, model, diff);
}

/** The last run's artifacts with what `follow` says changed made again; undefined when they cannot be patched. */
export function artifactsFromLast(
  stages: LaterStages,
  session: BuildSession,
  last: LastRun,
  built: { model: SiteModel; rewrites: LinkResolution['rewrites']; follow: ArtifactsFollow; searchIndex?: SearchIndexCache },
): PatchedFiles | undefined {
  const [, , , , , , , { patchArtifacts }, { patchStructure }] = stages;
  const previous = last.state.artifacts;
  if (!previous) return undefined;
  const { model, rewrites, follow, searchIndex } = built;
  if (follow.kind === 'pages') return patchArtifacts(session.emit, previous, model, rewrites, follow.pages, searchIndex);
  return patchStructure(session, previous, last.state.model, model, follow.diff, rewrites, follow.resolved, searchIndex);
}

/**
 * Makes ahead what the first patch after a full run reads (`watch`, right after such a run): the
 * index of every page's lookups, the places of the model's docs and routes, where each entry of the
 * site-wide lists lies, which the first page added after start would wait for.
 */
export async function prepareForPatches(session: BuildSession, stillIdle: () => boolean): Promise<void> {
  const state = session.last.state;
  if (!state) return;
  const [, , { prepareRelink }, , , { prepareDiff }, , , { prepareStructurePatch }] = await laterStages(session.stages);
  if (!stillIdle()) return;
  prepareDiff(session.model, state.model);
  prepareRelink(session.model.links);
  if (state.artifacts) prepareStructurePatch(session.emit, state.artifacts);
}
