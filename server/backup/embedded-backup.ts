// Backups of a site on the embedded database (docs/deploy.md#backups): one .tar file holding the
// database's files (PGlite's dump) and every photo under DATA_DIR/objects, with a
// manifest of what it holds. PGlite is one process's: a backup is taken with the server stopped
// (the data directory's lock says so), which makes it a consistent snapshot. A restore goes into a
// new DATA_DIR and checks that it finds what the manifest counted. PostgreSQL and S3 have their
// own tools (pg_dump, bucket versioning): these commands say so.
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import tar from 'tar-stream';
import type { Config } from '../config';
import { embeddedDatabaseExists, openDatabase, type DatabaseHandle } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { appraisals, blogPosts, cars, contacts, images, leads } from '../db/schema';

export class BackupError extends Error {
  override name = 'BackupError';
}

const MANIFEST = 'forecourt-backup.json';
const DATABASE = 'database.tar';
const OBJECTS = 'objects';

export interface BackupCounts {
  cars: number;
  posts: number;
  leads: number;
  contacts: number;
  appraisals: number;
  /** Photos the database knows. */
  photos: number;
  /** Files under DATA_DIR/objects (each photo's variants). */
  files: number;
}

interface Manifest {
  format: 1;
  createdAt: string;
  counts: BackupCounts;
}

async function countRows(database: DatabaseHandle): Promise<Omit<BackupCounts, 'files'>> {
  const rows = async (table: PgTable) =>
    Number((await database.db.select({ n: count() }).from(table))[0]!.n);
  return {
    cars: await rows(cars),
    posts: await rows(blogPosts),
    leads: await rows(leads),
    contacts: await rows(contacts),
    appraisals: await rows(appraisals),
    photos: await rows(images),
  };
}

/** Every file below `dir`, as paths relative to it with forward slashes. */
async function filesBelow(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

function refuseServerDatabase(config: Config, what: 'backup' | 'restore'): void {
  if (config.databaseUrl) {
    throw new BackupError(
      `DATABASE_URL is set: ${what === 'backup' ? 'back up' : 'restore'} PostgreSQL with ` +
        `${what === 'backup' ? 'pg_dump' : 'pg_restore'} and keep the photo bucket versioned ` +
        '(docs/deploy.md#backups). This command is for the embedded database.',
    );
  }
}

/** Opens DATA_DIR's database, saying plainly when the server has it. */
async function openEmbedded(config: Config, template?: Blob): Promise<DatabaseHandle> {
  try {
    return await openDatabase({ kind: 'pglite', dataDir: config.dataDir, template });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `The server is using ${config.dataDir}: stop it first (a backup of the embedded database ` +
          `is taken with the site stopped). ${error.message}`,
      );
    }
    throw error;
  }
}

/** Writes a backup of DATA_DIR (database and photos) to `file`; what it holds. */
export async function backupEmbedded(config: Config, file: string): Promise<BackupCounts> {
  refuseServerDatabase(config, 'backup');
  if (!embeddedDatabaseExists(config.dataDir)) {
    throw new BackupError(`There is no database in ${config.dataDir} to back up.`);
  }
  const database = await openEmbedded(config);
  let dump: Blob;
  let rows: Omit<BackupCounts, 'files'>;
  try {
    rows = await countRows(database);
    dump = await database.dumpDataDir!();
  } finally {
    await database.close();
  }
  const objectsDir = path.join(config.dataDir, OBJECTS);
  const files = config.s3 ? [] : await filesBelow(objectsDir);
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    counts: { ...rows, files: files.length },
  };

  const pack = tar.pack();
  const temporary = `${file}.partial`;
  const written = pipeline(pack, createWriteStream(temporary));
  const add = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name }, body, (error) => (error ? reject(error) : resolve())),
    );
  try {
    await add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await add(DATABASE, Buffer.from(await dump.arrayBuffer()));
    for (const name of files)
      await add(`${OBJECTS}/${name}`, await readFile(path.join(objectsDir, name)));
    pack.finalize();
    await written;
    await rename(temporary, file);
  } catch (error) {
    pack.destroy();
    await rm(temporary, { force: true });
    throw error;
  }
  return manifest.counts;
}

/** Restores a backup into DATA_DIR, which must hold no database yet; what it found there. */
export async function restoreEmbedded(config: Config, file: string): Promise<BackupCounts> {
  refuseServerDatabase(config, 'restore');
  if (embeddedDatabaseExists(config.dataDir)) {
    throw new BackupError(
      `${config.dataDir} already holds a database: restore into a new DATA_DIR (or move this one away first).`,
    );
  }
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  const objectsDir = path.join(config.dataDir, OBJECTS);
  let manifest: Manifest | undefined;
  let dump: Buffer | undefined;
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
    stream.on('error', next);
    stream.on('end', () => {
      const body = Buffer.concat(chunks);
      const name = header.name;
      const done = (error?: unknown) => next(error as Error | undefined);
      if (name === MANIFEST) {
        manifest = JSON.parse(body.toString('utf8')) as Manifest;
        done();
      } else if (name === DATABASE) {
        dump = body;
        done();
      } else if (name.startsWith(`${OBJECTS}/`) && header.type === 'file') {
        const target = path.resolve(objectsDir, name.slice(OBJECTS.length + 1));
        // A name climbing out of the objects folder is not ours.
        if (!target.startsWith(objectsDir + path.sep))
          return done(new BackupError(`Unexpected file ${name} in the backup.`));
        mkdir(path.dirname(target), { recursive: true })
          .then(() => writeFile(target, body))
          .then(() => done(), done);
      } else {
        done();
      }
    });
  });
  try {
    await pipeline(createReadStream(file), extract);
  } catch (error) {
    throw new BackupError(
      `${file} is not a readable Forecourt backup (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (!manifest || manifest.format !== 1 || !dump) {
    throw new BackupError(`${file} is not a Forecourt backup (no manifest or no database in it).`);
  }
  const database = await openEmbedded(config, new Blob([new Uint8Array(dump)]));
  let rows: Omit<BackupCounts, 'files'>;
  try {
    // A backup of an older version gets this version's migrations.
    await database.migrate();
    rows = await countRows(database);
  } finally {
    await database.close();
  }
  const counts = { ...rows, files: (await filesBelow(objectsDir)).length };
  const expected = manifest.counts;
  for (const key of Object.keys(expected) as (keyof BackupCounts)[]) {
    if (counts[key] !== expected[key]) {
      throw new BackupError(
        `The restored site has ${counts[key]} ${key} where the backup counted ${expected[key]}: ` +
          `${config.dataDir} is incomplete, remove it and try again.`,
      );
    }
  }
  return counts;
}
