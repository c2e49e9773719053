// Worker entry: Node only starts workers from .js/.mjs files. Loader hooks passed in a worker's
// execArgv (`--import tsx`) are ignored before Node 22.2 (nodejs/node#47747), so the worker
// loads its TypeScript through tsx's API instead, which works in workers on every supported Node.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker-main.ts', import.meta.url);
