/**
 * A parse worker: receives sources, answers with parse results. What it keeps between files is
 * its highlighters (Shiki's grammars, the blocks it highlighted), for as long as it lives.
 * A build also hands one worker, once it has parsed, the search files to make (see pool.ts).
 */
import { type MessagePort, parentPort } from 'node:worker_threads';
import { parsedDocHead } from '../core/entry-text.ts';
import type { SearchablePage } from '../model/searchable-pages.ts';
import { createHighlighters, parseSource } from '../parse/index.ts';

type Task =
  | { id: number; source: Parameters<typeof parseSource>[0]; options: Parameters<typeof parseSource>[1] }
  | { id: number; search: { pages: SearchablePage[]; cacheDir?: string } };

function serve(port: MessagePort): void {
  const highlighters = createHighlighters();
  port.on('message', async (task: Task) => {
    try {
      if ('search' in task) {
        const [{ searchFileBatches }, { ParseCache }] = await Promise.all([import('../emit/search.ts'), import('../io/parse-cache.ts')]);
        const { pages, cacheDir } = task.search;
        // Each shard's files go as they are made (see searchFileBatches), then word that all went.
        for (const files of searchFileBatches(pages, cacheDir ? new ParseCache(cacheDir).searchIndex : undefined)) port.postMessage({ id: task.id, files });
        port.postMessage({ id: task.id, done: true });
        return;
      }
      const doc = await parseSource(task.source, task.options, highlighters);
      port.postMessage({ id: task.id, head: parsedDocHead(doc), body: doc.body });
    } catch (error) {
      port.postMessage({ id: task.id, error: String((error as Error)?.stack ?? error) });
    }
  });
}

if (parentPort) serve(parentPort);
