import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { embeddedDatabaseExists, openDatabase } from './client';
import { cars } from './schema';
import { embeddedTemplateFile, loadEmbeddedTemplate, saveEmbeddedTemplate } from './template';

let dir: string;
let template: Blob;
const previous = process.env.DB_TEMPLATE_CACHE;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'forecourt-template-'));
  process.env.DB_TEMPLATE_CACHE = path.join(dir, 'cache');
  // The suite's own migrated template (tests/support/global-setup.ts) is a real one.
  template = new Blob([await readFile(inject('pgliteTemplate'))]);
});
afterAll(async () => {
  if (previous === undefined) delete process.env.DB_TEMPLATE_CACHE;
  else process.env.DB_TEMPLATE_CACHE = previous;
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded database template', () => {
  it('is kept under the migrations hash, replacing older ones, and read back', async () => {
    expect(await loadEmbeddedTemplate()).toBeUndefined();
    const stale = path.join(dir, 'cache', 'pglite-0.0.0-0000000000000000.tar');
    await saveEmbeddedTemplate(new Blob(['old']));
    await writeFile(stale, 'old');
    const file = await saveEmbeddedTemplate(template);
    expect(file).toBe(embeddedTemplateFile());
    expect(existsSync(stale)).toBe(false);
    expect((await loadEmbeddedTemplate())?.size).toBe(template.size);
  });

  it('starts a new database migrated, which keeps its data; an existing one ignores it', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await openDatabase({ kind: 'pglite', dataDir, template });
    await first.migrate(); // nothing left to apply
    const tables = await first.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'cars'`,
    );
    expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await first.db.execute(sql`insert into app_meta (key, value) values ('kept', 'yes')`);
    await first.close();
    expect(embeddedDatabaseExists(dataDir)).toBe(true);

    const again = await openDatabase({ kind: 'pglite', dataDir, template });
    const [kept] = (
      (await again.db.execute(sql`select value from app_meta where key = 'kept'`)) as unknown as {
        rows: { value: string }[];
      }
    ).rows;
    expect(kept?.value).toBe('yes');
    const [carCount] = await again.db.select({ n: count() }).from(cars);
    expect(carCount?.n).toBe(0);
    await again.close();
  });

  it('is passed over when damaged: the database is created afresh', async () => {
    const dataDir = path.join(dir, 'damaged');
    const database = await openDatabase({
      kind: 'pglite',
      dataDir,
      template: new Blob(['not a tarball']),
    });
    await database.migrate();
    const [carCount] = await database.db.select({ n: count() }).from(cars);
    expect(carCount?.n).toBe(0);
    await database.close();
  });
});
