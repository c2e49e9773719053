/**
 * The stages a run loads when it needs them: a run whose inputs match the last run's record needs
 * none, and a cold one loads the content stages while the config is bundled. A session loads each
 * group once: asking the module loader again costs every `watch` cycle a trip through tsx's hooks.
 */

export type ContentStages = [typeof import('../load/content.ts'), typeof import('../generate/api-reference.ts')];

export type LaterStages = [
  typeof import('../model/index.ts'),
  typeof import('../model/links.ts'),
  typeof import('../model/relink.ts'),
  typeof import('../model/patch.ts'),
  typeof import('../model/doc-set.ts'),
  typeof import('../model/diff.ts'),
  typeof import('../check/index.ts'),
  typeof import('../emit/artifacts.ts'),
  typeof import('../emit/structure.ts'),
];

/** The groups a session loaded (or is loading); a failed load is tried again next time. */
export interface LoadedStages {
  content?: Promise<ContentStages>;
  later?: Promise<LaterStages>;
}

function once<K extends keyof LoadedStages>(loaded: LoadedStages, key: K, load: () => NonNullable<LoadedStages[K]>): NonNullable<LoadedStages[K]> {
  let stages = loaded[key];
  if (!stages) {
    stages = load();
    loaded[key] = stages;
    stages.catch(() => {
      if (loaded[key] === stages) loaded[key] = undefined;
    });
  }
  return stages as NonNullable<LoadedStages[K]>;
}

export function contentStages(loaded: LoadedStages): Promise<ContentStages> {
  return once(loaded, 'content', () => Promise.all([import('../load/content.ts'), import('../generate/api-reference.ts')]));
}

export function laterStages(loaded: LoadedStages): Promise<LaterStages> {
  return once(loaded, 'later', () =>
    Promise.all([
      import('../model/index.ts'),
      import('../model/links.ts'),
      import('../model/relink.ts'),
      import('../model/patch.ts'),
      import('../model/doc-set.ts'),
      import('../model/diff.ts'),
      import('../check/index.ts'),
      import('../emit/artifacts.ts'),
      import('../emit/structure.ts'),
    ]),
  );
}
