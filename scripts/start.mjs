// `npm start`: builds the app when the build is missing or stale, then serves it.
// It runs the production builds of React and the other libraries (NODE_ENV=production, read when
// they load, so it is set before the server is imported). When NODE_ENV was not given, this is a
// local run (LOCAL_RUN=true): the checks a deployment needs stay off, e.g. a generated
// SESSION_SECRET is fine (docs/decisions/0009-production-mode.md). `npm run dev` stays in development.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './lib/ensure-build.mjs';

if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'production';
  process.env.LOCAL_RUN ??= 'true';
}
ensureBuild();
await import(pathToFileURL(path.join(root, 'build', 'server-main.js')).href);
