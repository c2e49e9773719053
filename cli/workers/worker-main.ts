/**
 * A parse worker: receives sources, answers with parse results. No state beyond Shiki's grammars.
 * A build also hands one worker, once it has parsed, the search files to make (see pool.ts).
 */
import { parentPort } from 'node:worker_threads';
import type { SearchablePage } from '../emit/search.ts';
import { parsedDocHead } from '../core/entry-text.ts';
import { parseSource } from '../parse/index.ts';

type Task =
  | { id: number; source: Parameters<typeof parseSource>[0]; options: Parameters<typeof parseSource>[1] }
  | { id: number; search: { pages: SearchablePage[]; cacheDir?: string } };

parentPort?.on('message', async (task: Task) => {
  try {
    if ('search' in task) {
      const [{ searchFileBatches }, { ParseCache }] = await Promise.all([import('../emit/search.ts'), import('../io/parse-cache.ts')]);
      const { pages, cacheDir } = task.search;
      // Each shard's files go as they are made (see searchFileBatches), then word that all went.
      for (const files of searchFileBatches(pages, cacheDir ? new ParseCache(cacheDir).searchIndex : undefined)) parentPort?.postMessage({ id: task.id, files });
      parentPort?.postMessage({ id: task.id, done: true });
      return;
    }
    const doc = await parseSource(task.source, task.options);
    parentPort?.postMessage({ id: task.id, head: parsedDocHead(doc), body: doc.body });
  } catch (error) {
    parentPort?.postMessage({ id: task.id, error: String((error as Error)?.stack ?? error) });
  }
});
