// npm run backup / npm run restore (docs/deploy.md#backups): a backup of a site on the embedded
// database restored into a new DATA_DIR holds every car, post, request and photo; a backup while
// the server has the database stops with a clear message; a restore never overwrites a database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { cars } from '../../server/db/schema';
import { openRuntime } from '../../server/runtime';
import { seedDemoDataIfEmpty } from '../../server/seed/seed-demo';
import { createContact, createTestDrive } from '../factories';

const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-backup-'));
const source = path.join(dir, 'site');
const file = path.join(dir, 'site.tar');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run <script> -- <args>` as staff would, with this DATA_DIR. */
function run(script: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.resolve('scripts/backup.ts'), script, ...args],
    {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  return { status: result.status, out: result.stdout + result.stderr };
}

const filesBelow = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();

beforeAll(async () => {
  const config = loadConfig({ DATA_DIR: source, SEED: 'true' });
  const runtime = await openRuntime(config);
  try {
    await seedDemoDataIfEmpty(runtime.database.db, runtime.images, {
      authorId: null,
      logger: pino({ level: 'silent' }),
    });
    await createTestDrive(runtime.services, { firstName: 'Backed', lastName: 'Up' });
    await createContact(runtime.services, { firstName: 'Kept', lastName: 'Safe' });
  } finally {
    await runtime.database.close();
  }
}, 180_000);

describe('backup and restore of the embedded database', () => {
  it('restores into a new DATA_DIR every car, post, request and photo', async () => {
    const backup = run('backup', source, file);
    expect(backup.status, backup.out).toBe(0);
    expect(backup.out).toMatch(/Backed up .* \d+ cars, \d+ posts, \d+ requests, \d+ photos/);

    const target = path.join(dir, 'restored');
    const restore = run('restore', target, file);
    expect(restore.status, restore.out).toBe(0);

    expect(filesBelow(path.join(target, 'objects'))).toEqual(
      filesBelow(path.join(source, 'objects')),
    );
    const read = async (dataDir: string) => {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const rows = await database.db.select().from(cars).orderBy(asc(cars.id));
        const requests = await database.db.query.leads.findMany();
        const messages = await database.db.query.contacts.findMany();
        const posts = await database.db.query.blogPosts.findMany();
        const photos = await database.db.query.images.findMany();
        return { rows, requests, messages, posts, photos };
      } finally {
        await database.close();
      }
    };
    const [before, after] = [await read(source), await read(target)];
    expect(after.rows.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect(after.requests.some((lead) => lead.firstName === 'Backed')).toBe(true);
    expect(after.messages.some((contact) => contact.firstName === 'Kept')).toBe(true);
  }, 240_000);

  it('says to stop the server when it has the database, and never restores over a database', async () => {
    const running = await openDatabase({ kind: 'pglite', dataDir: source });
    try {
      const refused = run('backup', source, path.join(dir, 'while-running.tar'));
      expect(refused.status).toBe(1);
      expect(refused.out).toContain(`backup: The server is using ${source}: stop it first`);
    } finally {
      await running.close();
    }
    const over = run('restore', source, file);
    expect(over.status).toBe(1);
    expect(over.out).toContain(
      `restore: ${source} already holds a database: restore into a new DATA_DIR`,
    );
    expect(run('backup', source).status).toBe(2);
  }, 120_000);
});
