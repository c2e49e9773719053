#!/usr/bin/env node
// docs-cli entry: registers tsx so the TypeScript sources (and TypeScript configs) load directly.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
await main(process.argv);
