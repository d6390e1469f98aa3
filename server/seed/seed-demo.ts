// Demo data for an empty database: the cars, posts and requests a newcomer sees on first start,
// with car photos drawn locally (SVG illustrations rendered to WebP), never downloaded.
import { availableParallelism } from 'node:os';
import { count, eq, inArray } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { Database } from '../db/client';
import { vacuumAnalyzeAfterWrite } from '../db/statistics';
import type { RequestType } from '../../common/constants';
import { isoDateIn } from '../../common/dates';
import { displayPrice } from '../../common/format';
import {
  appMeta,
  appraisals,
  blogPosts,
  carPriceHistory,
  cars,
  contacts,
  images,
  leads,
  requestEvents,
} from '../db/schema';
import { saveImageVariants, type EncodedImage } from '../images/image-service';
import type { ObjectStore } from '../images/object-store';
import type { Logger } from '../logger';
import { carColumns } from '../services/car-service';
import { toMoneyColumn } from '../services/mapping';
import { renderBlogCoverSvg, renderCarSvg, type CarView } from './car-illustration';
import { demoCars, type DemoCar } from './demo-cars';
import { demoPosts } from './demo-posts';
import { demoAppraisals, demoContacts, demoLeads } from './demo-requests';
import {
  demoAppraisalInput,
  demoCarInput,
  demoContactInput,
  demoLeadInput,
  demoPostInput,
} from './inputs';
import { createPhotoCache } from './photo-cache';
import { generateSyntheticCars, MAX_SYNTHETIC_SERIALS, vinWithSerial } from './synthetic-cars';

const SEEDED_KEY = 'demo_seeded_at';
const HOUR = 3_600_000;
const VIEWS: CarView[] = ['side', 'front', 'rear'];

// Drawn illustrations compress well at a low encoder effort; start-up time matters more here.
const SEED_IMAGE_OPTIONS = { effort: 1 };

// Photos encoded at once: one per core and one more, so no core idles while a drawing is drawn
// or a cached file read. Each photo's variants are encoded in parallel on libuv's threads.
const RENDER_CONCURRENCY = availableParallelism() + 1;

const encodeCached = createPhotoCache();

type ImageRow = typeof images.$inferInsert;

/** Stores encoded variants under a new id and returns the photo path; its row goes in `rows`. */
async function storeEncoded(
  store: ObjectStore,
  encoded: EncodedImage,
  rows: ImageRow[],
): Promise<string> {
  const id = await saveImageVariants(store, encoded.variants);
  rows.push({ id, width: encoded.width, height: encoded.height });
  return `/images/${id}`;
}

async function renderCarPhotos(
  store: ObjectStore,
  car: Pick<DemoCar, 'colour' | 'bodyStyle'>,
  rows: ImageRow[],
): Promise<string[]> {
  return Promise.all(
    VIEWS.map(async (view) =>
      storeEncoded(
        store,
        await encodeCached(
          renderCarSvg({ colour: car.colour, bodyStyle: car.bodyStyle, view }),
          SEED_IMAGE_OPTIONS,
        ),
        rows,
      ),
    ),
  );
}

/** Every demo drawing, in order: three views of each demo car, then each post's cover. */
export function demoDrawings(): string[] {
  return [
    ...demoCars.flatMap((car) =>
      VIEWS.map((view) => renderCarSvg({ colour: car.colour, bodyStyle: car.bodyStyle, view })),
    ),
    ...demoPosts.map((post, index) =>
      renderBlogCoverSvg({ category: post.category, seed: index + 1 }),
    ),
  ];
}

/** The demo photos being encoded, one promise per drawing of demoDrawings(). */
export type DemoPhotos = Promise<EncodedImage>[];

/**
 * Starts encoding every demo photo (from the cache when it has them) and stores nothing, so the
 * server can start this while the database opens and migrates. All drawings share one pool.
 */
export function renderDemoPhotos(): DemoPhotos {
  const run = pLimit(RENDER_CONCURRENCY);
  const photos = demoDrawings().map((svg) => run(() => encodeCached(svg, SEED_IMAGE_OPTIONS)));
  // Whoever seeds sees a failure; unused photos (nothing to seed) must not crash the process.
  for (const photo of photos) photo.catch(() => undefined);
  return photos;
}

export function carValues(
  car: DemoCar,
  photos: string[],
  createdAt: Date,
): typeof cars.$inferInsert {
  return {
    ...carColumns(demoCarInput(car, photos)),
    // The stock number is left to the database (FC- and the id).
    inStockSince: isoDateIn(createdAt),
    createdAt,
    updatedAt: createdAt,
  };
}

/** When a discounted demo car's discount began: halfway from the day it was added to now. */
const discountedSince = (createdAt: Date, now: Date): Date =>
  new Date((createdAt.getTime() + now.getTime()) / 2);

/**
 * A discounted demo car's last price cut (docs/product.md#listing-badges), as the database
 * would have kept it had staff cut the price then: from its original price, when that was higher.
 */
function demoPriceCut(car: DemoCar, createdAt: Date, now: Date) {
  if (car.originalPrice === null) return {};
  const shown = displayPrice({
    price: Number(car.price),
    originalPrice: Number(car.originalPrice),
    discountedPrice: car.discountedPrice === null ? null : Number(car.discountedPrice),
  });
  if (!(Number(car.originalPrice) > shown)) return {};
  return { priceReducedFrom: car.originalPrice, priceReducedAt: discountedSince(createdAt, now) };
}

/**
 * The discounted demo cars were first listed at their original price: their price history gets
 * that price from the day they were added, and the discount from halfway to now.
 */
async function backdateDiscounts(
  tx: Pick<Database, 'insert' | 'update'>,
  inserted: { id: number; createdAt: Date }[],
  now: Date,
): Promise<void> {
  for (const [index, car] of demoCars.entries()) {
    const row = inserted[index]!;
    if (car.originalPrice === null) continue;
    const reducedAt = discountedSince(row.createdAt, now);
    await tx
      .update(carPriceHistory)
      .set({ changedAt: reducedAt })
      .where(eq(carPriceHistory.carId, row.id));
    await tx
      .insert(carPriceHistory)
      .values({ carId: row.id, displayPrice: car.originalPrice, changedAt: row.createdAt });
  }
}

/** True when the demo data was seeded already, or the database holds real data. */
async function isSeededOrInUse(db: Database): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (marker) return true;
  const [carCount] = await db.select({ n: count() }).from(cars);
  const [postCount] = await db.select({ n: count() }).from(blogPosts);
  return (carCount?.n ?? 0) > 0 || (postCount?.n ?? 0) > 0;
}

export interface SeedOptions {
  authorId: string | null;
  logger: Logger;
  now?: Date;
  /** Photos already being encoded (renderDemoPhotos); encoded here when absent. */
  photos?: DemoPhotos;
}

/** Seeds the demo data once. Returns false when there was nothing to do. */
export async function seedDemoDataIfEmpty(
  db: Database,
  store: ObjectStore,
  options: SeedOptions,
): Promise<boolean> {
  if (await isSeededOrInUse(db)) return false;
  const started = Date.now();
  const now = options.now ?? new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);

  // Photos first (slow, outside the transaction); rows in one transaction so a crash leaves none.
  // Each photo is stored as soon as it is encoded.
  const imageRows: ImageRow[] = [];
  const encoding = options.photos ?? renderDemoPhotos();
  const paths = await Promise.all(
    encoding.map(async (photo) => storeEncoded(store, await photo, imageRows)),
  );
  const carPhotos = demoCars.map((_car, index) =>
    paths.slice(index * VIEWS.length, (index + 1) * VIEWS.length),
  );
  const postImages = paths.slice(demoCars.length * VIEWS.length);

  await db.transaction(async (tx) => {
    // Cars may only name photos that have a row (and the sweep keeps photos that are used).
    await tx.insert(images).values(imageRows);
    const insertedCars = await tx
      .insert(cars)
      .values(
        demoCars.map((car, index) => {
          const createdAt = ago((index + 1) * 7 * HOUR);
          return {
            ...carValues(car, carPhotos[index]!, createdAt),
            ...demoPriceCut(car, createdAt, now),
          };
        }),
      )
      .returning({ id: cars.id, createdAt: cars.createdAt });
    await backdateDiscounts(tx, insertedCars, now);

    await tx.insert(blogPosts).values(
      demoPosts.map((post, index) => ({
        ...demoPostInput(post, postImages[index]!),
        authorId: options.authorId,
        createdAt: ago(post.daysAgo * 24 * HOUR),
        updatedAt: ago(post.daysAgo * 24 * HOUR),
      })),
    );

    const insertedLeads = await tx
      .insert(leads)
      .values(
        demoLeads.map((lead) => ({
          ...demoLeadInput(lead, lead.carIndex == null ? null : insertedCars[lead.carIndex]!.id),
          status: lead.status,
          createdAt: ago(lead.hoursAgo * HOUR),
        })),
      )
      .returning(REQUEST_RETURNING(leads));
    const insertedContacts = await tx
      .insert(contacts)
      .values(
        demoContacts.map((contact) => ({
          ...demoContactInput(contact),
          status: contact.status,
          createdAt: ago(contact.hoursAgo * HOUR),
        })),
      )
      .returning(REQUEST_RETURNING(contacts));
    const insertedAppraisals = await tx
      .insert(appraisals)
      .values(
        demoAppraisals.map((appraisal) => {
          const input = demoAppraisalInput(appraisal);
          return {
            ...input,
            askingPrice: toMoneyColumn(input.askingPrice),
            status: appraisal.status,
            createdAt: ago(appraisal.hoursAgo * HOUR),
          };
        }),
      )
      .returning(REQUEST_RETURNING(appraisals));
    // The history of the requests staff already answered, so the dashboard's response-time
    // chart has figures in the demo.
    const answered = [
      ...demoHistory('lead', insertedLeads, now),
      ...demoHistory('contact', insertedContacts, now),
      ...demoHistory('appraisal', insertedAppraisals, now),
    ];
    if (answered.length > 0) await tx.insert(requestEvents).values(answered);

    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString() });
  });

  options.logger.info(
    { cars: demoCars.length, posts: demoPosts.length, ms: Date.now() - started },
    'demo data seeded',
  );
  return true;
}

const REQUEST_RETURNING = (table: typeof leads | typeof contacts | typeof appraisals) => ({
  id: table.id,
  status: table.status,
  createdAt: table.createdAt,
});

/**
 * Status changes for seeded requests that are no longer new: contacted a few hours after the
 * request came in (1 to 12 hours, varied by id, never in the future), closed halfway to now.
 */
function demoHistory(
  requestType: RequestType,
  rows: { id: number; status: string; createdAt: Date }[],
  now: Date,
) {
  return rows.flatMap((row) => {
    if (row.status === 'new') return [];
    const age = now.getTime() - row.createdAt.getTime();
    const answeredAt = new Date(
      row.createdAt.getTime() + Math.min(age / 2, (1 + ((row.id * 7) % 12)) * HOUR),
    );
    const event = { requestType, requestId: row.id, kind: 'status' as const, actor: null };
    const contacted = { ...event, fromStatus: 'new', toStatus: 'contacted', createdAt: answeredAt };
    if (row.status === 'contacted') return [contacted];
    const closedAt = new Date((answeredAt.getTime() + now.getTime()) / 2);
    return [
      contacted,
      { ...event, fromStatus: 'contacted', toStatus: 'closed', createdAt: closedAt },
    ];
  });
}

// The next VIN serial number for synthetic cars: each run continues where the last one stopped,
// so running `npm run seed -- --cars N` again adds N more cars, never a second copy of a VIN.
const SYNTHETIC_SERIAL_KEY = 'synthetic_next_serial';

export interface SyntheticSeedOptions {
  count: number;
  /** The generator's seed: the same seed gives the same cars (with new VIN serials). */
  seed: number;
  logger: Logger;
}

/**
 * Adds synthetic cars for scale tests; their photos come from a small shared pool (so deleting
 * one of these cars must leave the photos the others still use).
 */
export async function seedSyntheticCars(
  db: Database,
  store: ObjectStore,
  options: SyntheticSeedOptions,
): Promise<void> {
  const { count, seed, logger } = options;
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SYNTHETIC_SERIAL_KEY));
  let nextSerial = marker ? Number(marker.value) : 0;
  if (!Number.isSafeInteger(nextSerial) || nextSerial < 0) nextSerial = 0;
  if (count > MAX_SYNTHETIC_SERIALS) {
    throw new Error(`at most ${MAX_SYNTHETIC_SERIALS} synthetic cars at a time`);
  }
  const generated = generateSyntheticCars(count, seed, nextSerial);
  nextSerial += count;

  const pool = new Map<string, string[]>();
  const now = Date.now();
  const BATCH = 500;
  for (let start = 0; start < generated.length; start += BATCH) {
    const values: (typeof cars.$inferInsert)[] = [];
    for (const [offset, car] of generated.slice(start, start + BATCH).entries()) {
      let photos = pool.get(car.bodyStyle);
      if (!photos) {
        const rows: ImageRow[] = [];
        pool.set(car.bodyStyle, (photos = await renderCarPhotos(store, car, rows)));
        await db.insert(images).values(rows);
      }
      values.push(carValues(car, photos, new Date(now - (start + offset) * 60_000)));
    }
    await db.transaction(async (tx) => {
      // A VIN typed in by staff (or left by an older seed) may match one of ours: such a car
      // takes the next free serial number instead.
      for (;;) {
        const vins = values.map((car) => car.vin!);
        const taken = await tx.select({ vin: cars.vin }).from(cars).where(inArray(cars.vin, vins));
        if (taken.length === 0) break;
        const takenVins = new Set(taken.map((row) => row.vin));
        for (const car of values) {
          if (takenVins.has(car.vin!)) car.vin = vinWithSerial(car.vin!, nextSerial++);
        }
      }
      await tx.insert(cars).values(values);
      await tx
        .insert(appMeta)
        .values({ key: SYNTHETIC_SERIAL_KEY, value: String(nextSerial) })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: String(nextSerial) } });
    });
    logger.info({ inserted: start + values.length, of: generated.length }, 'synthetic cars');
  }
  // Searches right after a large seed plan with the new inventory and read its covering indexes
  // alone (PGlite has no autovacuum). The cars are written by now: a refresh cut short by the
  // queries' time limit (a table far past 100,000 cars) is left to autovacuum or the keeper.
  await vacuumAnalyzeAfterWrite(db, generated.length).catch((error: unknown) =>
    logger.warn({ err: error }, 'planner statistics not refreshed after the seed'),
  );
}
