// `npm start`: builds the app when the build is missing or stale, then serves it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './lib/ensure-build.mjs';

ensureBuild();
await import(pathToFileURL(path.join(root, 'build', 'server-main.js')).href);
