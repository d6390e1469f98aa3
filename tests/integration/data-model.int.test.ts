import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPRAISAL_CONDITIONS,
  BODY_TYPES,
  CAR_CONDITIONS,
  CAR_STATUSES,
  DRIVETRAINS,
  FUEL_TYPES,
  MIN_VEHICLE_YEAR,
  REQUEST_STATUSES,
  TRANSMISSIONS,
} from '../../common/constants';
import {
  appraisals,
  blogPosts,
  carPriceHistory,
  cars,
  contacts,
  leads,
  users,
} from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

// Rows with only the required columns, on purpose: the database's own defaults and CHECKs are
// under test here, not what the API sends (tests/factories build that).
const baseCar = {
  year: 2020,
  make: 'Toyota',
  model: 'RAV4',
  price: '28995.00',
  mileage: 45000,
  condition: 'used',
  transmission: 'automatic',
  fuelType: 'gasoline',
} as const;

const baseMessage = { firstName: 'A', lastName: 'B', email: 'a@example.com' };

const baseAppraisal = {
  make: 'Honda',
  model: 'Civic',
  year: 2015,
  mileage: 1,
  condition: 'good',
  contactName: 'A B',
  contactPhone: '604',
  contactEmail: 'a@example.com',
};

describe('data model', () => {
  it('applies the spec defaults for cars', async () => {
    const [car] = await database.db.insert(cars).values(baseCar).returning();
    expect(car).toMatchObject({ status: 'available', featured: false, photos: [] });
    expect(car!.createdAt).toBeInstanceOf(Date);
    expect(car!.updatedAt).toBeInstanceOf(Date);
  });

  it('keeps money exact as numeric(10,2) and derives the displayed price', async () => {
    const [car] = await database.db
      .insert(cars)
      .values({
        ...baseCar,
        price: '19999.99',
        originalPrice: '24999.99',
        discountedPrice: '19999.99',
      })
      .returning();
    expect(car!.price).toBe('19999.99');
    expect(car!.displayPrice).toBe('19999.99');
    const [plain] = await database.db
      .insert(cars)
      .values({ ...baseCar, price: '0.10' })
      .returning();
    expect(plain!.displayPrice).toBe('0.10');
    const [zeroDiscount] = await database.db
      .insert(cars)
      .values({ ...baseCar, price: '15000.00', discountedPrice: '0.00' })
      .returning();
    expect(zeroDiscount!.displayPrice).toBe('15000.00');
  });

  it('refuses values outside the spec lists and caps', async () => {
    await expect(
      database.db.insert(cars).values({ ...baseCar, status: 'stolen' }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(cars).values({ ...baseCar, make: 'x'.repeat(51) }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(cars).values({ ...baseCar, vin: 'x'.repeat(18) }),
    ).rejects.toThrow();
    await expect(database.db.insert(cars).values({ ...baseCar, price: '-1.00' })).rejects.toThrow();
    await expect(database.db.insert(cars).values({ ...baseCar, year: 1989 })).rejects.toThrow();
    for (const bad of [
      { stockNumber: 'fc-1' },
      { stockNumber: '-A1' },
      { stockNumber: 'A'.repeat(21) },
      { doors: 0 },
      { doors: 7 },
      { seats: 16 },
      { features: Array.from({ length: 41 }, (_, i) => `F${i}`) },
      { exteriorColour: 'x'.repeat(31) },
      { engine: 'x'.repeat(61) },
    ]) {
      await expect(
        database.db.insert(cars).values({ ...baseCar, ...bad }),
        JSON.stringify(bad).slice(0, 40),
      ).rejects.toThrow();
    }
  });

  it('gives every car a stock number from its id and an in-stock date, and a first price', async () => {
    const [car] = await database.db.insert(cars).values(baseCar).returning();
    expect(car!.stockNumber).toBe(`FC-${String(car!.id).padStart(6, '0')}`);
    expect(car!.inStockSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(car!.features).toEqual([]);
    const history = await database.db
      .select()
      .from(carPriceHistory)
      .where(eq(carPriceHistory.carId, car!.id));
    expect(history).toMatchObject([{ displayPrice: '28995.00', changedAt: car!.createdAt }]);
    // When staff took the number of the next car by hand, that car gets a suffix.
    const nextId = car!.id + 1;
    await database.db
      .insert(cars)
      .values({ ...baseCar, stockNumber: `FC-${String(nextId + 1).padStart(6, '0')}` });
    const [next] = await database.db.insert(cars).values(baseCar).returning();
    expect(next!.id).toBe(nextId + 1);
    expect(next!.stockNumber).toBe(`FC-${String(nextId + 1).padStart(6, '0')}-2`);
    await expect(
      database.db.insert(cars).values({ ...baseCar, stockNumber: next!.stockNumber }),
    ).rejects.toThrow();
  });

  it('accepts every value of the lists in common/constants.ts, and only those', async () => {
    // The CHECK constraints are built from the same lists (server/db/schema.ts oneOf); a list
    // that changed without a migration fails here.
    const carLists = {
      status: CAR_STATUSES,
      condition: CAR_CONDITIONS,
      transmission: TRANSMISSIONS,
      fuelType: FUEL_TYPES,
      bodyType: BODY_TYPES,
      drivetrain: DRIVETRAINS,
    } as const;
    for (const [column, values] of Object.entries(carLists)) {
      for (const value of values) {
        await database.db.insert(cars).values({ ...baseCar, [column]: value });
      }
      await expect(
        database.db.insert(cars).values({ ...baseCar, [column]: 'other' }),
        column,
      ).rejects.toThrow();
    }
    await database.db.insert(cars).values({ ...baseCar, year: MIN_VEHICLE_YEAR });
    await expect(
      database.db.insert(cars).values({ ...baseCar, year: MIN_VEHICLE_YEAR - 1 }),
    ).rejects.toThrow();

    for (const condition of APPRAISAL_CONDITIONS) {
      await database.db.insert(appraisals).values({ ...baseAppraisal, condition });
    }
    await expect(
      database.db.insert(appraisals).values({ ...baseAppraisal, condition: 'mint' }),
    ).rejects.toThrow();
    for (const status of REQUEST_STATUSES) {
      await database.db.insert(leads).values({ ...baseMessage, status });
      await database.db.insert(contacts).values({ ...baseMessage, status });
      await database.db.insert(appraisals).values({ ...baseAppraisal, status });
    }
    for (const insert of [
      () => database.db.insert(leads).values({ ...baseMessage, status: 'open' }),
      () => database.db.insert(contacts).values({ ...baseMessage, status: 'open' }),
      () => database.db.insert(appraisals).values({ ...baseAppraisal, status: 'open' }),
    ]) {
      await expect(insert()).rejects.toThrow();
    }
  });

  it('maintains updatedAt in the database on every update', async () => {
    const [car] = await database.db.insert(cars).values(baseCar).returning();
    await database.db.execute(sql`select pg_sleep(0.02)`);
    const [updated] = await database.db
      .update(cars)
      .set({ mileage: 46000 })
      .where(eq(cars.id, car!.id))
      .returning();
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(car!.updatedAt.getTime());
    expect(updated!.createdAt.getTime()).toBe(car!.createdAt.getTime());
  });

  it('defaults requests to status new and posts to drafts', async () => {
    const [lead] = await database.db.insert(leads).values(baseMessage).returning();
    const [contact] = await database.db.insert(contacts).values(baseMessage).returning();
    const [appraisal] = await database.db.insert(appraisals).values(baseAppraisal).returning();
    const [post] = await database.db
      .insert(blogPosts)
      .values({ title: 'T', slug: 'draft-default', content: '<p>x</p>', category: 'Maintenance' })
      .returning();
    expect([lead!.status, contact!.status, appraisal!.status]).toEqual(['new', 'new', 'new']);
    expect(post!.published).toBe(false);
  });

  it('keeps blog slugs unique', async () => {
    const post = { title: 'T', slug: 'same-slug', content: '<p>x</p>', category: 'Maintenance' };
    await database.db.insert(blogPosts).values(post);
    await expect(database.db.insert(blogPosts).values(post)).rejects.toThrow();
  });

  it('sets a lead carId to null when its car is deleted', async () => {
    const [car] = await database.db.insert(cars).values(baseCar).returning();
    const [lead] = await database.db
      .insert(leads)
      .values({ firstName: 'A', lastName: 'B', email: 'a@example.com', carId: car!.id })
      .returning();
    await database.db.delete(cars).where(eq(cars.id, car!.id));
    const [after] = await database.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(after!.carId).toBeNull();
  });

  it('gives users a uuid, a unique username and links posts to authors', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ username: 'staff', passwordHash: 'x' })
      .returning();
    expect(user!.id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(
      database.db.insert(users).values({ username: 'staff', passwordHash: 'y' }),
    ).rejects.toThrow();
    const [post] = await database.db
      .insert(blogPosts)
      .values({
        title: 'T',
        slug: 'authored',
        content: 'x',
        category: 'Financing',
        authorId: user!.id,
      })
      .returning();
    expect(post!.authorId).toBe(user!.id);
  });

  it('can run the migrations again on a migrated database', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });

  it('has the session table and the indexes the inventory needs', async () => {
    // Both drivers answer execute() with { rows }.
    const result = (await database.db.execute(
      sql`select indexname from pg_indexes where tablename in ('cars', 'session')`,
    )) as unknown as { rows: { indexname: string }[] };
    const names = result.rows.map((row) => row.indexname);
    for (const name of [
      'cars_status_idx',
      'cars_make_idx',
      'cars_display_price_idx',
      'cars_year_idx',
      'cars_mileage_idx',
      'cars_featured_idx',
      'cars_created_at_idx',
      'session_expire_idx',
    ]) {
      expect(names).toContain(name);
    }
  });
});
