import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password';
import { passwordPolicyProblem } from '../../server/auth/password-policy';
import { ensureFirstAdmin } from '../../server/bootstrap/ensure-admin';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { DataDirLockedError } from '../../server/db/data-dir-lock';
import { blogPosts, cars, leads, users } from '../../server/db/schema';
import { LocalObjectStore } from '../../server/images/object-store';
import { createServices } from '../../server/services';
import { demoCars } from '../../server/seed/demo-cars';
import { demoPosts } from '../../server/seed/demo-posts';
import { seedDemoDataIfEmpty } from '../../server/seed/seed-demo';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const logger = pino({ level: 'silent' });
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'forecourt-boot-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('first admin', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('creates admin with a random strong password once, stored as an argon2id hash', async () => {
    const services = createServices(database.db);
    const config = loadConfig({ DATA_DIR: dir });
    const first = await ensureFirstAdmin(services.users, config, logger);
    expect(first.created).toBe(true);
    if (!first.created) return;
    expect(first.username).toBe('admin');
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // It passes the rules every password is held to (docs/product.md#passwords).
    expect(passwordPolicyProblem(first.generatedPassword!, { username: 'admin' })).toBeNull();
    const [row] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row!.passwordHash, first.generatedPassword!)).toBe(true);
    expect(await verifyPassword(row!.passwordHash, 'admin')).toBe(false);
    const again = await ensureFirstAdmin(services.users, config, logger);
    expect(again.created).toBe(false);
  });

  it('uses ADMIN_USERNAME and ADMIN_PASSWORD when given', async () => {
    const other = await createTestDatabase();
    try {
      const services = createServices(other.db);
      const config = loadConfig({
        DATA_DIR: dir,
        ADMIN_USERNAME: 'manager',
        ADMIN_PASSWORD: 'correct horse battery',
      });
      const first = await ensureFirstAdmin(services.users, config, logger);
      expect(first).toEqual({ created: true, username: 'manager', generatedPassword: null });
      const row = await services.users.findUserByUsername('manager');
      expect(await verifyPassword(row!.passwordHash, 'correct horse battery')).toBe(true);
    } finally {
      await other.destroy();
    }
  });
});

describe('demo data', () => {
  let database: TestDatabase;
  let store: LocalObjectStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = new LocalObjectStore(path.join(dir, 'objects'));
  });
  afterAll(() => database.destroy());

  it('seeds an empty database once, with photos on disk, and never twice', async () => {
    expect(await seedDemoDataIfEmpty(database.db, store, { authorId: null, logger })).toBe(true);
    const [carCount] = await database.db.select({ n: count() }).from(cars);
    expect(carCount!.n).toBe(demoCars.length);
    expect(carCount!.n).toBeGreaterThanOrEqual(40);
    const rows = await database.db.select().from(cars);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['available', 'sold', 'pending']),
    );
    expect(rows.every((row) => row.photos.length > 0)).toBe(true);
    const firstPhoto = rows[0]!.photos[0]!.replace('/images/', '');
    expect((await readdir(path.join(dir, 'objects', 'images', firstPhoto))).sort()).toEqual(
      ['1024.webp', '1320.webp', '1600.webp', '320.webp', '640.webp', 'placeholder.webp'].sort(),
    );
    const posts = await database.db.select().from(blogPosts);
    expect(posts).toHaveLength(demoPosts.length);
    expect(posts.filter((post) => post.published).length).toBeGreaterThanOrEqual(6);
    expect(posts.filter((post) => !post.published)).toHaveLength(1);
    const [leadCount] = await database.db.select({ n: count() }).from(leads);
    expect(leadCount!.n).toBeGreaterThan(0);

    expect(await seedDemoDataIfEmpty(database.db, store, { authorId: null, logger })).toBe(false);
    const [after] = await database.db.select({ n: count() }).from(cars);
    expect(after!.n).toBe(demoCars.length);
  }, 120_000);

  it('does not reseed after staff delete every car', async () => {
    await database.db.delete(cars);
    expect(await seedDemoDataIfEmpty(database.db, store, { authorId: null, logger })).toBe(false);
  });
});

describe('embedded database on disk', () => {
  it('keeps data across a restart and refuses a second process on the same files', async () => {
    const dataDir = path.join(dir, 'persist');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(users).values({ username: 'kept', passwordHash: 'x' });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.migrate();
    const rows = await second.db.select().from(users).where(eq(users.username, 'kept'));
    expect(rows).toHaveLength(1);
    await second.close();
  }, 60_000);
});
