// The inventory in and out as CSV (docs/product.md#csv-import-export). The export pages through
// the cars by id, so 100,000 cars never sit in memory at once. The import reads the whole file,
// checks every row with the API's own schema (CarInputSchema, same messages), matches rows to
// cars by stock number, else VIN, and writes all of it in one transaction, or nothing.
import { asc, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CarInputSchema,
  carToInput,
  newCarInput,
  type Car,
  type CarInput,
} from '../../common/schemas/car';
import type { CarImportProblem, CarImportReport } from '../../common/schemas/car-csv';
import { isOwnImage } from '../../common/images';
import { dealershipToday } from '../../common/dates';
import type { Database } from '../db/client';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../db/errors';
import { vacuumAnalyzeAfterWrite } from '../db/statistics';
import { cars, images } from '../db/schema';
import { AppError } from '../errors';
import { csvHead, csvRows, readCarCsv, rowValues, type CsvRow } from './car-csv';
import { carColumns, newCarColumns, toCar } from './car-service';
import { recordAudit, type AuditActor } from './audit-service';

/** Cars read per query while exporting. */
const EXPORT_BATCH = 1000;
/** Cars written per INSERT statement while importing. */
const INSERT_BATCH = 500;
/** Cars changed per UPDATE statement while importing. */
const UPDATE_BATCH = 500;

const INPUT_FIELDS = Object.keys(CarInputSchema.shape) as (keyof CarInput)[];

/** A stock number or VIN cell as the schema stores it (trimmed, upper case), or null when blank. */
const key = (cell: string | undefined): string | null => cell?.trim().toUpperCase() || null;

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/**
 * A stored value as the schema would hand it on (trimmed, cleaned), so a value that went out in
 * an export and comes back unchanged compares equal. Values the rules no longer accept stay raw.
 */
function normalised(field: keyof CarInput, value: unknown): unknown {
  const parsed = CarInputSchema.shape[field].safeParse(value);
  return parsed.success ? parsed.data : value;
}

/** True when saving `input` would change nothing of `car` (an empty stock number or date keeps it). */
function isUnchanged(car: Car, input: CarInput): boolean {
  return INPUT_FIELDS.every((field) => {
    const value = input[field];
    if ((field === 'stockNumber' || field === 'inStockSince') && value === null) return true;
    return sameValue(value, normalised(field, car[field]));
  });
}

/** cars' column of an input field: fuelType → fuel_type. */
const columnName = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const KEPT_WHEN_EMPTY = new Set<string>(['stockNumber', 'inStockSince']);

/**
 * One UPDATE for a batch of changed cars: their new values travel as one JSON parameter, read
 * back as rows by jsonb_to_recordset (one statement instead of one per car: on PGlite that is the
 * difference between seconds and a minute for 5,000 rows). A stock number or in-stock date left
 * empty keeps the car's own, as in the API. The triggers run per row as for any update (updated
 * at, version, price history).
 */
function updateStatement(batch: CheckedRow[]): SQL {
  const values = batch.map(({ input, car }) => {
    const row: Record<string, unknown> = { id: car!.id };
    for (const [field, value] of Object.entries(carColumns(input))) row[columnName(field)] = value;
    return row;
  });
  const definitions = [
    'id integer',
    ...INPUT_FIELDS.map((field) => `${columnName(field)} ${cars[field].getSQLType()}`),
  ].join(', ');
  const assignments = INPUT_FIELDS.map((field) => {
    const column = columnName(field);
    return KEPT_WHEN_EMPTY.has(field)
      ? `${column} = coalesce(v.${column}, c.${column})`
      : `${column} = v.${column}`;
  }).join(', ');
  return sql`UPDATE cars AS c SET ${sql.raw(assignments)} FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(${sql.raw(definitions)}) WHERE c.id = v.id`;
}

/** A row checked: the input to save, and the car it changes (none: a new car). */
interface CheckedRow {
  row: number;
  input: CarInput;
  car: Car | null;
}

/** One query for every car a row could name, by stock number or VIN. */
async function carsNamedBy(db: Database, rows: CsvRow[]): Promise<Car[]> {
  const stockNumbers = [...new Set(rows.map((r) => key(r.cells.stockNumber)).filter((k) => k))];
  const vins = [...new Set(rows.map((r) => key(r.cells.vin)).filter((k) => k))];
  if (stockNumbers.length === 0 && vins.length === 0) return [];
  const found = await db
    .select()
    .from(cars)
    .where(
      or(inArray(cars.stockNumber, stockNumbers as string[]), inArray(cars.vin, vins as string[])),
    );
  return found.map(toCar);
}

/** The ids of our own photos that exist, among all the rows' photos (one query). */
async function existingOwnPhotos(db: Database, checked: CheckedRow[]): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const { input } of checked) {
    for (const photo of input.photos) if (isOwnImage(photo)) ids.add(photo);
  }
  if (ids.size === 0) return ids;
  const found = await db
    .select({ id: images.id })
    .from(images)
    .where(
      inArray(
        images.id,
        [...ids].map((photo) => photo.slice('/images/'.length)),
      ),
    );
  return new Set(found.map((row) => `/images/${row.id}`));
}

export function createCarCsvService(db: Database) {
  /**
   * Every row checked against the stored cars: which car it names, what it changes, and every
   * problem (by row and column, with the API's messages).
   */
  async function checkRows(rows: CsvRow[]) {
    const stored = await carsNamedBy(db, rows);
    const byStockNumber = new Map(stored.map((car) => [car.stockNumber, car]));
    const byVin = new Map<string, Car[]>();
    for (const car of stored) if (car.vin) byVin.set(car.vin, [...(byVin.get(car.vin) ?? []), car]);

    const failed: CarImportProblem[] = [];
    const checked: CheckedRow[] = [];
    const rowOfStockNumber = new Map<string, number>();
    const rowOfCar = new Map<number, number>();

    for (const csvRow of rows) {
      const { row, cells } = csvRow;
      const problems: CarImportProblem[] = [];
      const problem = (field: string, message: string) => problems.push({ row, field, message });

      const stockNumber = key(cells.stockNumber);
      const vin = key(cells.vin);
      if (stockNumber) {
        const earlier = rowOfStockNumber.get(stockNumber);
        if (earlier)
          problem('stockNumber', `Stock number ${stockNumber} is also on row ${earlier}`);
        else rowOfStockNumber.set(stockNumber, row);
      }
      let car = stockNumber ? (byStockNumber.get(stockNumber) ?? null) : null;
      if (!car && vin) {
        const withVin = byVin.get(vin) ?? [];
        if (withVin.length > 1) {
          problem(
            'vin',
            `${withVin.length} cars have the VIN ${vin}; give the stock number of the one to change`,
          );
        }
        car = withVin.length === 1 ? withVin[0]! : null;
      }
      const earlierForCar = car ? rowOfCar.get(car.id) : undefined;
      if (car && earlierForCar === undefined) rowOfCar.set(car.id, row);
      else if (car && problems.length === 0) {
        // Two rows for one car (one by stock number, one by VIN): which one should win?
        problem(
          stockNumber && byStockNumber.has(stockNumber) ? 'stockNumber' : 'vin',
          `Row ${earlierForCar} is already for this car (stock number ${car.stockNumber})`,
        );
      }

      // The car's current values (a new car: the vehicle form's), then the file's cells on top.
      const base = car ? carToInput(car) : newCarInput();
      const parsed = CarInputSchema.safeParse({ ...base, ...rowValues(csvRow) });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problem(String(issue.path[0] ?? 'row'), issue.message);
        }
      }
      if (problems.length > 0) failed.push(...problems);
      else if (parsed.success) checked.push({ row, input: parsed.data, car });
    }

    // Our own photos must exist (the same rule as the API's; one query for the whole file).
    const photos = await existingOwnPhotos(db, checked);
    const valid = checked.filter(({ row, input }) => {
      const missing = input.photos.filter((photo) => isOwnImage(photo) && !photos.has(photo));
      for (const photo of missing) {
        failed.push({
          row,
          field: 'photos',
          message: `This photo does not exist (upload it again): ${photo}`,
        });
      }
      return missing.length === 0;
    });
    failed.sort((a, b) => a.row - b.row);
    return { valid, failed };
  }

  /** Writes the checked rows in one transaction: new cars in batches, then the changed ones. */
  async function write(
    created: CheckedRow[],
    updated: CheckedRow[],
    audit?: (tx: Database) => Promise<void>,
  ): Promise<void> {
    // Cars with a stock number of their own go first: one generated for a car without (FC-000123)
    // then steps around them instead of taking a number the file gives another car.
    const today = dealershipToday();
    const inserts = [...created].sort(
      (a, b) => Number(a.input.stockNumber === null) - Number(b.input.stockNumber === null),
    );
    try {
      await db.transaction(async (tx) => {
        for (let at = 0; at < inserts.length; at += INSERT_BATCH) {
          const batch = inserts.slice(at, at + INSERT_BATCH);
          await tx.insert(cars).values(batch.map(({ input }) => newCarColumns(input, today)));
        }
        for (let at = 0; at < updated.length; at += UPDATE_BATCH) {
          await tx.execute(updateStatement(updated.slice(at, at + UPDATE_BATCH)));
        }
        await audit?.(tx);
      });
    } catch (error) {
      if (
        pgErrorCode(error) === PG_UNIQUE_VIOLATION &&
        pgConstraint(error) === 'cars_stock_number_unique'
      ) {
        throw new AppError(
          'conflict',
          'Another car took one of these stock numbers while the file was imported; nothing was imported. Try again.',
        );
      }
      throw error;
    }
  }

  return {
    /** The inventory as CSV text, in chunks: the header, then the cars by id, a batch at a time. */
    async *exportCsv(): AsyncGenerator<string> {
      yield csvHead();
      let after = 0;
      for (;;) {
        const rows = await db
          .select()
          .from(cars)
          .where(gt(cars.id, after))
          .orderBy(asc(cars.id))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield csvRows(rows.map(toCar));
        after = rows[rows.length - 1]!.id;
        if (rows.length < EXPORT_BATCH) return;
      }
    },

    /**
     * Imports a CSV file (the text of it). A dry run checks and reports. A real import with any
     * failed row writes nothing and reports why (the caller answers 422); otherwise it writes
     * every new and changed car in one transaction.
     */
    async importCsv(
      text: string,
      { dryRun, actor }: { dryRun: boolean; actor?: AuditActor },
    ): Promise<CarImportReport> {
      const file = readCarCsv(text);
      const { valid, failed } = await checkRows(file.rows);
      const created = valid.filter((row) => row.car === null);
      const changed = valid.filter((row) => row.car !== null && !isUnchanged(row.car, row.input));
      const report: CarImportReport = {
        dryRun,
        created: created.length,
        updated: changed.length,
        unchanged: valid.length - created.length - changed.length,
        failed,
      };
      if (!dryRun && failed.length === 0) {
        // One audit row for the file, with its counts (docs/product.md#audit-log).
        await write(
          created,
          changed,
          actor &&
            ((tx) =>
              recordAudit(tx, actor, {
                action: 'car.import',
                entityType: 'car',
                summary: `CSV import: ${report.created} added, ${report.updated} changed, ${report.unchanged} unchanged`,
              })),
        );
        // The desk's next search plans with the new inventory (PGlite has no autovacuum). The
        // cars are written by now: statistics that could not be refreshed must not fail the import
        // (autovacuum, or the server's keeper on PGlite, catches up).
        await vacuumAnalyzeAfterWrite(db, created.length + changed.length).catch(() => false);
      }
      return report;
    },
  };
}

export type CarCsvService = ReturnType<typeof createCarCsvService>;
