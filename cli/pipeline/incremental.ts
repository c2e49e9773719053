/**
 * pipeline (incremental): the stages after parsing (model, links, check, artifacts), each of one
 * shape. `full` makes the stage's output from its input alone; `patch` makes it from the session's
 * last run where the change is one it follows, and answers undefined where it is not (the run then
 * does the stage in full: runStage). What changed flows down from the model: an edit inside doc
 * bodies patches the last model (model/patch.ts), the links of the pages it touches, their
 * findings and their artifacts; one doc added or deleted makes the model from the last one
 * (model/doc-set.ts); any other change builds the model in full and follows its diff from the
 * last one (model/diff.ts). Either of the last two re-resolves only the links that name what came
 * or went (model/relink.ts) and patches the artifacts (emit/structure.ts).
 * tests/cli/pipeline/incremental-stages.test.ts holds every patch to a full run.
 */
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { PatchedFiles } from '../emit/patched-files.ts';
import type { SearchIndexCache } from '../emit/search.ts';
import type { ModelDiff } from '../model/diff.ts';
import type { ModelInput as BuildModelInput } from '../model/index.ts';
import type { LinkResolution } from '../model/links.ts';
import type { ModelPatch } from '../model/patch.ts';
import type { SiteModel } from '../model/types.ts';
import type { BuildSession, RunState } from './session.ts';
import { type LaterStages, laterStages } from './stages.ts';

/** The last run's state, and every site file that changed since it read the site. */
export interface LastRun {
  state: RunState;
  changed: readonly string[];
}

/** What a stage works with: the stages' modules and the session's memories. */
export interface StageContext {
  stages: LaterStages;
  session: BuildSession;
}

export interface IncrementalStage<In, Out> {
  readonly name: 'model' | 'links' | 'check' | 'artifacts';
  /** the output made from the input alone */
  full(context: StageContext, input: In): Out;
  /** the output made from the last run's, or undefined when the change is not one this stage follows */
  patch?(context: StageContext, input: In, last: LastRun): Out | undefined;
}

/** A stage patched from the last run where it can be, else made in full. */
export function runStage<In, Out>(stage: IncrementalStage<In, Out>, context: StageContext, input: In, last: LastRun | undefined): { output: Out; patched: boolean } {
  const patched = last && stage.patch ? stage.patch(context, input, last) : undefined;
  return patched === undefined ? { output: stage.full(context, input), patched: false } : { output: patched, patched: true };
}

/** What changed since the last run, as the model has it: doc bodies edited in place, or docs that came or went (its diff from the last model). */
export type ModelChange = { kind: 'bodies'; patch: ModelPatch } | { kind: 'docs'; diff: ModelDiff };

/** What the model is made from (model/index.ts), the session's memory apart. */
export type ModelInput = Omit<BuildModelInput, 'memory'>;

export interface ModelOutput {
  model: SiteModel;
  modelDiagnostics: Diagnostic[];
  /** how the model was made from the last one (none: in full) */
  change?: ModelChange;
}

export const modelStage: IncrementalStage<ModelInput, ModelOutput> = {
  name: 'model',
  full({ stages: [{ buildModel }], session }, input) {
    const { model, diagnostics } = buildModel({ ...input, memory: session.model });
    return { model, modelDiagnostics: diagnostics };
  },
  // An edit inside doc bodies patches the last model; one doc added or deleted makes the model from it.
  patch({ stages: [, , , { patchModel }, { patchDocSet }], session }, { config, content, parsed }, { state, changed }) {
    const patch = patchModel(session.model, { previous: state.model, config, sources: content.sources, parsed, changed });
    if (patch) return { model: patch.model, modelDiagnostics: state.modelDiagnostics, change: { kind: 'bodies', patch } };
    const docSet = patchDocSet(session.model, { previous: state.model, previousDiagnostics: state.modelDiagnostics, config, content, parsed, changed });
    return docSet && { model: docSet.model, modelDiagnostics: state.modelDiagnostics, change: { kind: 'docs', diff: docSet.diff } };
  },
};

/** The change the stages after the model follow: the model's own, else (a model made in full after a change) its diff from the last one. */
export function changeSinceLast({ stages: [, , , , , { diffModels }], session }: StageContext, { model, change }: ModelOutput, last: LastRun | undefined): ModelChange | undefined {
  if (change || !last) return change;
  const diff = diffModels(session.model, last.state.model, model);
  return diff && { kind: 'docs', diff };
}

export interface LinksInput {
  model: SiteModel;
  change?: ModelChange;
}

/** The resolution; patched, with the pages whose links were resolved again. */
export type LinksOutput = LinkResolution & { pages?: Set<string> };

export const linksStage: IncrementalStage<LinksInput, LinksOutput> = {
  name: 'links',
  full({ stages: [, { resolveLinks }], session }, { model }) {
    return resolveLinks(model, session.model.links);
  },
  // After a body patch, the links of the changed docs and of the pages that read their anchors; after docs came or went, those that name them.
  patch({ stages: [, , { relinkPages, relinkStructure }], session }, { model, change }, last) {
    if (!change) return undefined;
    const previous = last.state.rewrites;
    if (change.kind === 'bodies') return relinkPages(session.model, { previous, model, docs: change.patch.docs, routes: change.patch.routes });
    return relinkStructure(session.model, { previous, before: last.state.model, model, diff: change.diff });
  },
};

/** How the findings and artifacts may follow the last run's: with these pages' made again, or with the model's diff. */
export type ArtifactsFollow = { kind: 'pages'; pages: ReadonlySet<string> } | { kind: 'diff'; diff: ModelDiff; resolved: ReadonlySet<string>; relinked: boolean };

/** What the checks and artifacts follow, from the model's change and how the links were made. */
export function followOf(change: ModelChange | undefined, links: { output: LinksOutput; patched: boolean }): ArtifactsFollow | undefined {
  if (change?.kind === 'bodies') return links.patched && links.output.pages ? { kind: 'pages', pages: links.output.pages } : undefined;
  return change && { kind: 'diff', diff: change.diff, resolved: links.output.resolved, relinked: links.patched };
}

export interface CheckInput {
  model: SiteModel;
  links: LinksOutput;
  follow?: ArtifactsFollow;
}

export const checkStage: IncrementalStage<CheckInput, Diagnostic[]> = {
  name: 'check',
  // Every check again, on every verdict: a route that came or went changes the suggestions of broken links anywhere.
  full({ stages: [, , , , , , { findAll }], session }, { model, links }) {
    return findAll(model, links.links, links.table, session.checks);
  },
  // After a body patch, only the patched pages' findings.
  patch({ stages: [, , , , , , { findAgain }], session }, { model, links, follow }, last) {
    if (follow?.kind !== 'pages') return undefined;
    return findAgain(session.checks, { previous: last.state.found, model, links: links.links, pages: follow.pages, table: links.table });
  },
};

export interface ArtifactsInput {
  model: SiteModel;
  rewrites: LinkResolution['rewrites'];
  follow?: ArtifactsFollow;
  searchIndex?: SearchIndexCache;
  /** the search files are made here (else on a worker) */
  withSearch: boolean;
}

export interface ArtifactsOutput {
  files: Map<string, string>;
  /** patched: the files they were patched from, and which changed */
  changes?: PatchedFiles;
}

export const artifactsStage: IncrementalStage<ArtifactsInput, ArtifactsOutput> = {
  name: 'artifacts',
  full({ stages: [, , , , , , , { buildArtifacts }], session }, { model, rewrites, searchIndex, withSearch }) {
    return { files: buildArtifacts(model, rewrites, { searchIndex, withSearch, memory: session.emit }) };
  },
  // The last run's artifacts with what `follow` says changed made again.
  patch({ stages: [, , , , , , , { patchArtifacts }, { patchStructure }], session }, { model, rewrites, follow, searchIndex }, last) {
    const previous = last.state.artifacts;
    if (!previous || !follow) return undefined;
    const changes =
      follow.kind === 'pages'
        ? patchArtifacts(session.emit, { previous, model, rewrites, sources: follow.pages, searchIndex })
        : patchStructure(session, { previous, before: last.state.model, model, diff: follow.diff, rewrites, relinked: follow.resolved, searchIndex });
    return changes && { files: changes.files, changes };
  },
};

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
