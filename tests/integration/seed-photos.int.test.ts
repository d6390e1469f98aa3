// The demo photos' faster path (issue 2, first-start time): drawings are rasterised once into an
// alpha-free lossless bitmap before the variant pipeline, and encoded while the database opens.
// Neither may change a photo: same variants, same bytes, each car with its own drawings.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '../../common/constants';
import { IMAGE_WIDTHS } from '../../common/images';
import { blogPosts, cars, images } from '../../server/db/schema';
import { encodeImageVariants } from '../../server/images/image-service';
import { LocalObjectStore } from '../../server/images/object-store';
import {
  BODY_STYLES,
  CAR_VIEWS,
  renderBlogCoverSvg,
  renderCarSvg,
} from '../../server/seed/car-illustration';
import { demoCars } from '../../server/seed/demo-cars';
import { demoPosts } from '../../server/seed/demo-posts';
import { encodeDrawing } from '../../server/seed/photo-cache';
import { demoDrawings, renderDemoPhotos, seedDemoDataIfEmpty } from '../../server/seed/seed-demo';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const OPTIONS = { effort: 1 };

describe('encodeDrawing', () => {
  it('gives byte for byte the variants of encoding the SVG itself, for every kind of drawing', async () => {
    const drawings = [
      // Every body style, each view, light and dark paint.
      ...BODY_STYLES.map((bodyStyle, index) =>
        renderCarSvg({
          colour: index % 2 ? '#1b1c1e' : '#f2f2ee',
          bodyStyle,
          view: CAR_VIEWS[index % CAR_VIEWS.length]!,
        }),
      ),
      ...BLOG_CATEGORIES.map((category, index) =>
        renderBlogCoverSvg({ category, seed: index + 1 }),
      ),
    ];
    for (const svg of drawings) {
      const direct = await encodeImageVariants(Buffer.from(svg), OPTIONS);
      const fast = await encodeDrawing(svg, OPTIONS);
      expect(fast.width).toBe(direct.width);
      expect(fast.height).toBe(direct.height);
      expect(fast.variants.map((v) => v.variant)).toEqual([
        ...IMAGE_WIDTHS.map(String),
        'placeholder',
      ]);
      expect(fast.variants.map((v) => v.variant)).toEqual(direct.variants.map((v) => v.variant));
      for (const [index, variant] of fast.variants.entries()) {
        expect(variant.body.equals(direct.variants[index]!.body)).toBe(true);
      }
    }
  }, 180_000);
});

describe('demo seed with photos encoded ahead', () => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-seed-photos-'));
  });
  afterAll(async () => {
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives every car its own three drawings and every post its cover', async () => {
    const photos = renderDemoPhotos();
    expect(photos).toHaveLength(demoDrawings().length);
    const store = new LocalObjectStore(path.join(dir, 'objects'));
    const logger = pino({ level: 'silent' });
    expect(await seedDemoDataIfEmpty(database.db, store, { authorId: null, logger, photos })).toBe(
      true,
    );

    const rows = await database.db.select().from(cars).orderBy(cars.id);
    expect(rows).toHaveLength(demoCars.length);
    const stored = (photo: string, variant: string) =>
      readFileSync(
        path.join(dir, 'objects', 'images', photo.replace('/images/', ''), `${variant}.webp`),
      );
    // Inserted in demo order: car i shows demoCars[i]'s colour and body, side, front and rear.
    for (const index of [0, 1, Math.floor(rows.length / 2), rows.length - 1]) {
      const car = demoCars[index]!;
      expect(rows[index]!.photos).toHaveLength(CAR_VIEWS.length);
      for (const [viewIndex, view] of CAR_VIEWS.entries()) {
        const expected = await encodeDrawing(
          renderCarSvg({ colour: car.colour, bodyStyle: car.bodyStyle, view }),
          OPTIONS,
        );
        const variant320 = expected.variants.find((v) => v.variant === '320')!.body;
        expect(stored(rows[index]!.photos[viewIndex]!, '320').equals(variant320)).toBe(true);
      }
    }
    const posts = await database.db.select().from(blogPosts).orderBy(blogPosts.id);
    expect(posts).toHaveLength(demoPosts.length);
    const lastIndex = posts.length - 1;
    const cover = await encodeDrawing(
      renderBlogCoverSvg({ category: demoPosts[lastIndex]!.category, seed: lastIndex + 1 }),
      OPTIONS,
    );
    expect(
      stored(posts[lastIndex]!.featuredImage!, '320').equals(
        cover.variants.find((v) => v.variant === '320')!.body,
      ),
    ).toBe(true);

    // One row per photo, with its size, and no photo twice.
    const imageRows = await database.db.select().from(images);
    expect(imageRows).toHaveLength(demoDrawings().length);
    const used = [...rows.flatMap((row) => row.photos), ...posts.map((post) => post.featuredImage)];
    expect(new Set(used).size).toBe(demoDrawings().length);
    for (const row of imageRows) expect(row.width).toBe(1600);

    // Photos encoded for a database that needs no seeding are simply dropped.
    const unused = renderDemoPhotos();
    expect(
      await seedDemoDataIfEmpty(database.db, store, { authorId: null, logger, photos: unused }),
    ).toBe(false);
    await Promise.all(unused);
  }, 300_000);
});
