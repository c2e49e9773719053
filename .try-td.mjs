import { Application, TypeScript as ts } from 'typedoc';
import { writeFileSync } from 'node:fs';
const t0 = Date.now();
const app = await Application.bootstrapWithPlugins({
  entryPoints: [process.argv[2]],
  entryPointStrategy: 'resolve',
  skipErrorChecking: true,
  disableGit: true,
  sourceLinkTemplate: 'x',
  plugin: [],
  logLevel: 'Warn',
  compilerOptions: JSON.parse(process.argv[4]),
}, []);
const t1 = Date.now();
const project = await app.convert();
console.error('bootstrap', t1-t0, 'convert', Date.now()-t1, !!project);
const json = app.serializer.projectToObject(project, process.cwd());
writeFileSync(process.argv[3], JSON.stringify(json, null, 1));
