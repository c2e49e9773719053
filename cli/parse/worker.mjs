// Worker entry: Node only starts workers from .js/.mjs files; tsx (passed in execArgv) loads the rest.
import './worker-main.ts';
