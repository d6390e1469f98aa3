// Prepares a checkout's first start (run by `npm install` on a fresh clone, through
// scripts/install-build.mjs): draws the demo photos into their cache (server/seed/photo-cache.ts)
// and dumps a migrated empty embedded database as the template new databases start from
// (server/db/template.ts). What is there already is kept.
import { existsSync } from 'node:fs';
import { openDatabase } from '../server/db/client';
import { embeddedTemplateFile, saveEmbeddedTemplate } from '../server/db/template';
import { renderDemoPhotos } from '../server/seed/seed-demo';

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

let started = Date.now();
if (!existsSync(embeddedTemplateFile())) {
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  await saveEmbeddedTemplate(await database.dumpDataDir!());
  await database.close();
  console.log(`forecourt: database template ready in ${seconds(started)}.`);
}
started = Date.now();
const photos = await Promise.all(renderDemoPhotos());
console.log(`forecourt: ${photos.length} demo photos ready in ${seconds(started)}.`);
