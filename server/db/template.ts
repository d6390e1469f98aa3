// A new embedded database starts from a template: the files of an empty database with every
// migration applied, dumped once (by `npm install`, scripts/prepare-first-start.ts) into a cache
// beside the demo photos. PGlite's own initialisation and the migrations cost a first start
// several seconds; loading the template costs a fraction of that. The template is keyed by
// PGlite's version and the migrations, so a stale one is never loaded: without one, a new
// database is created and migrated as before.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir, migrationsFolder, projectRoot } from '../paths';

/** A hash of the migrations (SQL and journal): a template is valid for these only. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, name);
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  try {
    const file = path.join(projectRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

const templateDir = () => process.env.DB_TEMPLATE_CACHE ?? cacheDir('forecourt-db-template');

/** Where the template for this PGlite and these migrations is (or would be) kept. */
export function embeddedTemplateFile(): string {
  return path.join(templateDir(), `pglite-${pgliteVersion()}-${migrationsHash()}.tar`);
}

/** The template for this PGlite and these migrations, when one was made. */
export async function loadEmbeddedTemplate(): Promise<Blob | undefined> {
  const file = embeddedTemplateFile();
  if (!existsSync(file)) return undefined;
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return undefined;
  }
}

/** Keeps `dump` as the template (and removes the templates of older versions). */
export async function saveEmbeddedTemplate(dump: Blob): Promise<string> {
  const file = embeddedTemplateFile();
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (name !== path.basename(file)) await rm(path.join(dir, name), { force: true });
  }
  // Written then renamed: a start reading it meanwhile never sees half a template.
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, Buffer.from(await dump.arrayBuffer()));
  await rename(temp, file);
  return file;
}
