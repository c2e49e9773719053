/** A parse worker: receives sources, answers with parse results. No state beyond Shiki's grammars. */
import { parentPort } from 'node:worker_threads';
import { parsedDocToText } from './entry-text.ts';
import { parseSource } from './index.ts';

parentPort?.on('message', async (task: { id: number; source: Parameters<typeof parseSource>[0]; options: Parameters<typeof parseSource>[1] }) => {
  try {
    parentPort?.postMessage({ id: task.id, text: parsedDocToText(await parseSource(task.source, task.options)) });
  } catch (error) {
    parentPort?.postMessage({ id: task.id, error: String((error as Error)?.stack ?? error) });
  }
});
