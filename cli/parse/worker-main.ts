/** A parse worker: receives sources, answers with parse results. No state beyond Shiki's grammars. */
import { parentPort } from 'node:worker_threads';
import { parsedDocHead } from './entry-text.ts';
import { parseSource } from './index.ts';

parentPort?.on('message', async (task: { id: number; source: Parameters<typeof parseSource>[0]; options: Parameters<typeof parseSource>[1] }) => {
  try {
    const doc = await parseSource(task.source, task.options);
    parentPort?.postMessage({ id: task.id, head: parsedDocHead(doc), body: doc.body });
  } catch (error) {
    parentPort?.postMessage({ id: task.id, error: String((error as Error)?.stack ?? error) });
  }
});
