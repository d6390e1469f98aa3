// Bundles the Express server (server/main.ts and what it imports) into build/server-main.js.
// Packages stay external: they are installed in node_modules.
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'build/server-main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// start.mjs compares this stamp with the sources to decide whether to rebuild.
writeFileSync('build/.build-stamp', new Date().toISOString() + '\n');
