// The inventory CSV out and in (docs/product.md#csv-import-export): the export's format and
// formula-injection guard, the round trip (export → import changes nothing), a price change with
// its price history, row problems refused all-or-nothing (422), and every file-level refusal
// (malformed, wrong type, too large, too many rows, missing column, no session) as a clear 4xx.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAR_CSV_COLUMNS,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  DISCLOSURE_FIELDS,
} from '../../common/constants';
import { dealershipToday } from '../../common/dates';
import type { Car, PriceChange } from '../../common/schemas/car';
import type { CarImportReport } from '../../common/schemas/car-csv';
import { signedInAgent } from '../support/admin';
import { buildFullCar } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

const FULL_CAR = buildFullCar();

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t);
});
afterAll(() => t.close());

const HEADER = CAR_CSV_COLUMNS.join(',');

const create = async (change: Record<string, unknown> = {}) =>
  (
    await admin
      .post('/api/cars')
      .send({ ...FULL_CAR, ...change })
      .expect(201)
  ).body as Car;

/** Every car, as the API answers them (by id). */
const allCars = async () =>
  ((await admin.get('/api/cars?pageSize=100').expect(200)).body as Car[]).sort(
    (a, b) => a.id - b.id,
  );

const exportText = async () => (await admin.get('/api/admin/cars/export.csv').expect(200)).text;

/** The export as records (header first), read with the same library a client would use. */
const exportRecords = async () => parse(await exportText(), { bom: true }) as string[][];

const postCsv = (csv: string, dryRun = false) =>
  admin
    .post(`/api/admin/cars/import${dryRun ? '?dryRun=true' : ''}`)
    .set('Content-Type', 'text/csv')
    .send(csv);

const dryRun = async (csv: string) =>
  (await postCsv(csv, true).expect(200)).body as CarImportReport;

const toCsv = (records: string[][]) => stringify(records, { record_delimiter: 'windows' });

/**
 * The records with the four disclosures answered (`answer` on every row): a new car is available
 * unless the file says otherwise, and an available car needs them (docs/product.md#disclosures).
 */
const disclosed = ([header, ...rows]: string[][], answer = 'no'): string[][] => [
  [...header!, ...DISCLOSURE_FIELDS],
  ...rows.map((row) => [...row, ...DISCLOSURE_FIELDS.map(() => answer)]),
];

let priced: Car;
let formula: Car;
beforeAll(async () => {
  priced = await create({ stockNumber: 'CSV-1', discountedPrice: null, originalPrice: null });
  formula = await create({
    stockNumber: 'CSV-2',
    vin: '1HGCM82633A004352',
    model: '=HYPERLINK("http://evil.example")',
    trim: '+SUM(A1)',
    engine: '-2+3',
    description: "@cmd|' /C calc'!A0\nSecond line, with a comma",
    location: "'=already quoted",
    features: ['-Heated seats', 'Sunroof'],
    exteriorColour: 'Montréal blue',
  });
  await create({ stockNumber: 'CSV-3', trim: null, features: [], photos: [], doors: null });
});

describe('GET /api/admin/cars/export.csv', () => {
  it('answers 401 without a session', async () => {
    const res = await request(t.app).get('/api/admin/cars/export.csv').expect(401);
    expect(res.body).toEqual({ error: 'Sign in as an admin to do this' });
  });

  it('is every car as RFC 4180 UTF-8 CSV with a BOM, the exact header and a dated attachment name', async () => {
    const res = await admin.get('/api/admin/cars/export.csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="inventory-${dealershipToday()}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'stockNumber,vin,year,make,model,trim,price,originalPrice,discountedPrice,mileage,' +
        'condition,transmission,fuelType,bodyType,drivetrain,exteriorColour,interiorColour,' +
        'doors,seats,engine,features,location,status,featured,inStockSince,' +
        'priorTaxiPoliceRacing,priorLeaseRental,damageOver2000,damageAmount,fromOutsideBc,importedFrom,' +
        'description,photos',
    );
    expect(text.endsWith('\r\n')).toBe(true);

    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    expect(header!.join(',')).toBe(HEADER);
    expect(rows).toHaveLength((await allCars()).length);
    const byStock = new Map(rows.map((row) => [row[0], row]));
    const first = Object.fromEntries(
      CAR_CSV_COLUMNS.map((column, at) => [column, byStock.get('CSV-1')![at]]),
    );
    expect(first).toEqual({
      stockNumber: 'CSV-1',
      vin: '2T3P1RFV8MC123456',
      year: '2021',
      make: 'Toyota',
      model: 'RAV4',
      trim: 'XLE AWD',
      price: '31995.99',
      originalPrice: '',
      discountedPrice: '',
      mileage: '48200',
      condition: 'certified',
      transmission: 'automatic',
      fuelType: 'hybrid',
      bodyType: 'suv',
      drivetrain: 'awd',
      exteriorColour: 'Blueprint',
      interiorColour: 'Black fabric',
      doors: '4',
      seats: '5',
      engine: '2.5L 4-cylinder hybrid',
      features: 'Heated front seats|Power liftgate|Apple CarPlay / Android Auto',
      location: 'Richmond, BC',
      status: 'available',
      featured: 'true',
      inStockSince: '2025-10-01',
      priorTaxiPoliceRacing: 'no',
      priorLeaseRental: 'no',
      damageOver2000: 'no',
      damageAmount: '',
      fromOutsideBc: 'no',
      importedFrom: '',
      description: 'One owner, dealer serviced. <b>Winter tires</b> included.',
      photos: 'https://images.example.com/rav4-front.jpg',
    });
    // Blank optional values are empty cells.
    const third = byStock.get('CSV-3')!;
    expect(third[CAR_CSV_COLUMNS.indexOf('trim')]).toBe('');
    expect(third[CAR_CSV_COLUMNS.indexOf('doors')]).toBe('');
    expect(third[CAR_CSV_COLUMNS.indexOf('features')]).toBe('');
  });

  it('quotes cells with commas, quotes and line breaks (quotes doubled)', async () => {
    const text = await exportText();
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"")",`);
    expect(text).toContain(`,"'@cmd|' /C calc'!A0\nSecond line, with a comma",`);
    expect(text).toContain('Montréal blue');
  });

  it("neutralises cells a spreadsheet would run with a ' in front", async () => {
    const records = await exportRecords();
    const row = records.find((record) => record[0] === 'CSV-2')!;
    const cell = (column: (typeof CAR_CSV_COLUMNS)[number]) => row[CAR_CSV_COLUMNS.indexOf(column)];
    expect(cell('model')).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(cell('trim')).toBe("'+SUM(A1)");
    expect(cell('engine')).toBe("'-2+3");
    expect(cell('description')).toBe("'@cmd|' /C calc'!A0\nSecond line, with a comma");
    expect(cell('features')).toBe("'-Heated seats|Sunroof");
    // Already starting with ' and a formula character: one more ', so the import restores it.
    expect(cell('location')).toBe("''=already quoted");
    // Nothing else in the file starts with a formula character.
    for (const record of records) {
      for (const value of record) expect(value).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});

describe('POST /api/admin/cars/import: the round trip', () => {
  it('reports every car unchanged when the export comes straight back (dry run)', async () => {
    const cars = await allCars();
    const report = await dryRun(await exportText());
    expect(report).toEqual({
      dryRun: true,
      created: 0,
      updated: 0,
      unchanged: cars.length,
      failed: [],
    });
  });

  it('changes nothing when imported for real: not a value, not a version', async () => {
    const before = await allCars();
    const res = await postCsv(await exportText()).expect(200);
    expect(res.body).toEqual({
      dryRun: false,
      created: 0,
      updated: 0,
      unchanged: before.length,
      failed: [],
    });
    expect(await allCars()).toEqual(before);
    // The formula-looking texts came back exactly as stored.
    const again = before.find((car) => car.id === formula.id)!;
    expect(again).toMatchObject({
      model: '=HYPERLINK("http://evil.example")',
      location: "'=already quoted",
      features: ['-Heated seats', 'Sunroof'],
    });
  });

  it('applies one changed price: the dry run reports 1 updated, the import writes it and the price history', async () => {
    const records = await exportRecords();
    const priceAt = CAR_CSV_COLUMNS.indexOf('price');
    const row = records.find((record) => record[0] === 'CSV-1')!;
    row[priceAt] = '29500';
    const csv = toCsv(records);
    const total = records.length - 1;

    const before = await allCars();
    const preview = await dryRun(csv);
    expect(preview).toEqual({
      dryRun: true,
      created: 0,
      updated: 1,
      unchanged: total - 1,
      failed: [],
    });
    expect(await allCars()).toEqual(before);

    const res = await postCsv(csv).expect(200);
    expect(res.body).toMatchObject({ dryRun: false, updated: 1, unchanged: total - 1 });
    const car = (await admin.get(`/api/cars/${priced.id}`).expect(200)).body as Car;
    expect(car.price).toBe(29_500);
    expect(car.version).toBe(priced.version + 1);
    const history = (await admin.get(`/api/admin/cars/${priced.id}/price-history`).expect(200))
      .body as PriceChange[];
    expect(history.map((entry) => entry.displayPrice)).toEqual([31_995.99, 29_500]);
    // The other cars were not touched.
    const others = (await allCars()).filter((c) => c.id !== priced.id);
    expect(others).toEqual(before.filter((c) => c.id !== priced.id));
  });
});

describe('POST /api/admin/cars/import: matching and columns', () => {
  it('matches by stock number, else by VIN, else adds a car; columns in any order, missing ones kept', async () => {
    const vinOnly = await create({ stockNumber: 'VIN-MATCH', vin: '5YJ3E1EA7KF317000' });
    const csv = toCsv(
      disclosed([
        ['mileage', 'model', 'make', 'year', 'price', 'vin', 'stockNumber'],
        // By stock number (any letter case): a new mileage; the file's VIN is then the car's.
        ['50000', 'RAV4', 'Toyota', '2021', '29500', '2T3P1RFV8MC123456', 'csv-1'],
        // By VIN (no stock number given): a new price.
        ['48200', 'RAV4', 'toyota', '2021', '$27,000.00', '5yj3e1ea7kf317000', ''],
        // New, with a stock number of its own, and new without one.
        ['12', 'Civic', 'Honda', '2024', '26000', '', 'NEW-1'],
        ['8', 'Model 3', 'Tesla', '2025', '45000', '', ''],
      ]),
    );
    const preview = await dryRun(csv);
    expect(preview).toEqual({ dryRun: true, created: 2, updated: 2, unchanged: 0, failed: [] });
    const count = (await allCars()).length;

    await postCsv(csv).expect(200);
    const cars = await allCars();
    expect(cars).toHaveLength(count + 2);
    const first = cars.find((car) => car.id === priced.id)!;
    expect(first.mileage).toBe(50_000);
    // Columns left out keep what the car had.
    expect(first).toMatchObject({
      trim: 'XLE AWD',
      features: FULL_CAR.features,
      description: FULL_CAR.description,
      featured: true,
      condition: 'certified',
    });
    expect(cars.find((car) => car.id === vinOnly.id)).toMatchObject({
      price: 27_000,
      stockNumber: 'VIN-MATCH',
    });
    const added = cars.filter((car) => car.id > vinOnly.id);
    expect(added.map((car) => [car.make, car.model, car.stockNumber])).toEqual(
      expect.arrayContaining([
        ['Honda', 'Civic', 'NEW-1'],
        ['Tesla', 'Model 3', expect.stringMatching(/^FC-\d{6}$/)],
      ]),
    );
    // A new car gets the vehicle form's defaults for the columns left out.
    expect(added.find((car) => car.make === 'Tesla')).toMatchObject({
      condition: 'used',
      transmission: 'automatic',
      fuelType: 'gasoline',
      status: 'available',
      featured: false,
      features: [],
      photos: [],
      inStockSince: dealershipToday(),
    });
  });

  it('reads labels and the usual spellings of choices, booleans and lists', async () => {
    const csv = toCsv(
      disclosed(
        [
          [
            'stockNumber',
            'year',
            'make',
            'model',
            'price',
            'mileage',
            'condition',
            'bodyType',
            'drivetrain',
            'featured',
            'features',
          ],
          [
            'LABELS-1',
            '2022',
            'MAZDA',
            'CX-5',
            '31,000',
            '20000',
            'Certified Pre-Owned',
            'SUV',
            '4WD',
            'yes',
            ' Heated seats | | Sunroof ',
          ],
        ],
        'Unknown',
      ),
    );
    expect(await dryRun(csv)).toMatchObject({ created: 1, failed: [] });
    await postCsv(csv).expect(200);
    const car = (await allCars()).find((c) => c.stockNumber === 'LABELS-1')!;
    expect(car).toMatchObject({
      make: 'Mazda',
      price: 31_000,
      condition: 'certified',
      bodyType: 'suv',
      drivetrain: '4wd',
      featured: true,
      features: ['Heated seats', 'Sunroof'],
      priorTaxiPoliceRacing: 'unknown',
      fromOutsideBc: 'unknown',
    });
  });
});

describe('POST /api/admin/cars/import: rows that break a rule', () => {
  it('refuses the file with 422 naming each row and column, and writes nothing', async () => {
    const before = await allCars();
    const csv = toCsv(
      disclosed([
        ['stockNumber', 'year', 'make', 'model', 'price', 'mileage', 'doors'],
        ['BAD-1', '1850', 'Toyota', 'Corolla', '15000', '1000', ''],
        ['BAD-2', '2020', '', 'Civic', '15000', '1000', ''],
        ['BAD-1', '2020', 'Honda', 'Accord', '15000', '1000', ''],
        ['CSV-3', '2021', 'Toyota', 'RAV4', 'a lot', '-5', '9'],
        ['GOOD-1', '2020', 'Honda', 'Fit', '9000', '1000', '5'],
      ]),
    );
    const res = await postCsv(csv).expect(422);
    expect(res.body).toEqual({
      error: '4 rows have problems; nothing was imported',
      dryRun: false,
      created: 1,
      updated: 0,
      unchanged: 0,
      failed: [
        { row: 1, field: 'year', message: 'Year must be 1990 or later' },
        { row: 2, field: 'make', message: 'Please select a make from the list' },
        { row: 3, field: 'stockNumber', message: 'Stock number BAD-1 is also on row 1' },
        { row: 4, field: 'price', message: 'Price must be a number' },
        { row: 4, field: 'mileage', message: 'Mileage must be 0 or more' },
        { row: 4, field: 'doors', message: 'Doors must be a whole number from 1 to 6' },
      ],
    });
    expect(await allCars()).toEqual(before);

    // The dry run of the same file reports the same problems with 200.
    const preview = await dryRun(csv);
    expect(preview.dryRun).toBe(true);
    expect(preview.failed).toEqual(res.body.failed);
  });

  it('gives the API messages for a photo that does not exist and a bad stock number', async () => {
    const csv = toCsv(
      disclosed([
        ['stockNumber', 'year', 'make', 'model', 'price', 'mileage', 'photos'],
        [
          'PH-1',
          '2020',
          'Honda',
          'Fit',
          '9000',
          '1000',
          '/images/0123456789abcdef0123456789abcdef',
        ],
        ['bad stock!', '2020', 'Honda', 'Fit', '9000', '1000', 'http://insecure.example/a.jpg'],
      ]),
    );
    const report = await dryRun(csv);
    expect(report.failed).toEqual([
      {
        row: 1,
        field: 'photos',
        message:
          'This photo does not exist (upload it again): /images/0123456789abcdef0123456789abcdef',
      },
      {
        row: 2,
        field: 'photos',
        message: 'Photos must be uploaded images or https addresses',
      },
      {
        row: 2,
        field: 'stockNumber',
        message:
          'Stock number can contain only letters, digits and hyphens, and must start and end with a letter or digit',
      },
    ]);
  });
});

describe('POST /api/admin/cars/import: disclosures', () => {
  it('refuses an available car whose disclosures are not answered, naming each one', async () => {
    const csv = toCsv([
      ['stockNumber', 'year', 'make', 'model', 'price', 'mileage', 'priorLeaseRental', 'status'],
      ['DIS-1', '2020', 'Honda', 'Fit', '9000', '1000', 'no', 'available'],
      ['DIS-2', '2020', 'Honda', 'Fit', '9000', '1000', '', 'pending'],
    ]);
    const res = await postCsv(csv).expect(422);
    expect(res.body.failed).toEqual(
      ['priorTaxiPoliceRacing', 'damageOver2000', 'fromOutsideBc'].map((field) => ({
        row: 1,
        field,
        message: 'Answer this disclosure before the car can be available',
      })),
    );
    expect((await allCars()).some((car) => car.stockNumber.startsWith('DIS-'))).toBe(false);
  });
});

describe('POST /api/admin/cars/import: files refused whole', () => {
  const minimal = (rows: number) =>
    [
      `year,make,model,price,mileage,${DISCLOSURE_FIELDS.join(',')}`,
      ...Array.from({ length: rows }, () => '2020,Honda,Fit,9000,10,no,no,no,no'),
    ]
      .join('\r\n')
      .concat('\r\n');

  it('answers 401 without a session, before reading the file', async () => {
    const res = await request(t.app)
      .post('/api/admin/cars/import')
      .set('Content-Type', 'text/csv')
      .send(minimal(1))
      .expect(401);
    expect(res.body).toEqual({ error: 'Sign in as an admin to do this' });
  });

  it(`refuses more than ${CSV_IMPORT_MAX_ROWS} rows with 413, and takes exactly that many`, async () => {
    const res = await postCsv(minimal(CSV_IMPORT_MAX_ROWS + 1), true).expect(413);
    expect(res.body).toEqual({
      error:
        'An import takes at most 10,000 rows; this file has 10,001. Split it into smaller files.',
    });
    expect((await dryRun(minimal(CSV_IMPORT_MAX_ROWS))).created).toBe(CSV_IMPORT_MAX_ROWS);
  });

  it('refuses malformed CSV with 400 naming the line', async () => {
    const unclosed = await postCsv(
      'year,make,model,price,mileage\r\n2020,Honda,"Fit,9000,10\r\n',
    ).expect(400);
    expect(unclosed.body.error).toBe(
      'Malformed CSV on line 2: a quoted cell is never closed (a " is missing). Save the file as CSV from your spreadsheet and try again.',
    );
    const ragged = await postCsv(
      'year,make,model,price,mileage\r\n2020,Honda,Fit,9000,10\r\n2020,Honda,Fit,9000\r\n',
    ).expect(400);
    expect(ragged.body.error).toMatch(
      /^Malformed CSV on line 3: this row does not have as many cells as the header/,
    );
  });

  it('refuses another content type with 415', async () => {
    const json = await admin.post('/api/admin/cars/import').send({ csv: 'year' }).expect(415);
    expect(json.body).toEqual({ error: 'Send the file as CSV (Content-Type: text/csv)' });
    const plain = await admin
      .post('/api/admin/cars/import')
      .set('Content-Type', 'text/plain')
      .send(minimal(1))
      .expect(415);
    expect(plain.body).toEqual({ error: 'Send the file as CSV (Content-Type: text/csv)' });
    const latin1 = await admin
      .post('/api/admin/cars/import')
      .set('Content-Type', 'text/csv; charset=windows-1252')
      .send(minimal(1))
      .expect(415);
    expect(latin1.body.error).toBe('The file must be UTF-8 text (charset=utf-8), not windows-1252');
  });

  it('refuses bytes that are not UTF-8 with 400', async () => {
    const res = await admin
      .post('/api/admin/cars/import')
      .set('Content-Type', 'text/csv')
      .send(
        Buffer.from('year,make,model,price,mileage\r\n2020,Honda,Fit \xe9,9000,10\r\n', 'latin1'),
      )
      .expect(400);
    expect(res.body.error).toMatch(/^The file is not UTF-8 text/);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = 'year,make,model,price,mileage\r\n'.padEnd(CSV_IMPORT_MAX_BYTES + 1, ' ');
    const res = await postCsv(big).expect(413);
    expect(res.body).toEqual({ error: 'The file is too large: at most 10 MB' });
  });

  it('refuses a file without a required column with 400 naming it', async () => {
    const res = await postCsv('year,model,price,mileage\r\n2020,Fit,9000,10\r\n').expect(400);
    expect(res.body).toEqual({
      error: 'Missing required column make',
      details: { make: ['Missing required column make'] },
    });
  });

  it('refuses an unknown or repeated column, an empty file and a header without rows', async () => {
    const unknown = await postCsv('year,make,model,price,mileage,colour\r\n').expect(400);
    expect(unknown.body.error).toBe(
      `Unknown column "colour". The columns are: ${CAR_CSV_COLUMNS.join(', ')}`,
    );
    const twice = await postCsv('year,make,model,price,mileage,Price\r\n').expect(400);
    expect(twice.body.error).toBe('Column price appears twice');
    const empty = await postCsv('').expect(400);
    expect(empty.body.error).toMatch(/^The CSV file is empty/);
    const headerOnly = await postCsv('year,make,model,price,mileage\r\n\r\n').expect(400);
    expect(headerOnly.body.error).toBe('The CSV file has no rows under the header');
  });

  it('refuses a CSV sent by another site (403), like any unsafe request', async () => {
    const res = await admin
      .post('/api/admin/cars/import')
      .set('Content-Type', 'text/csv')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(minimal(1))
      .expect(403);
    expect(res.body).toEqual({ error: 'Cross-site requests are not allowed' });
  });

  it('are documented in OpenAPI as CSV in and out', async () => {
    const { body } = await request(t.app).get('/api/openapi.json').expect(200);
    const exported = body.paths['/api/admin/cars/export.csv'].get;
    expect(Object.keys(exported.responses['200'].content)).toEqual(['text/csv']);
    const imported = body.paths['/api/admin/cars/import'].post;
    expect(Object.keys(imported.requestBody.content)).toEqual(['text/csv']);
    expect(imported.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'dryRun', in: 'query' })]),
    );
    for (const status of ['200', '400', '401', '403', '413', '415', '422']) {
      expect(imported.responses[status], status).toBeDefined();
    }
    expect(imported.responses['415'].description).toBe(
      'Not text/csv, or a charset other than UTF-8',
    );
  });

  it('still takes only JSON on every other route', async () => {
    const res = await admin
      .post('/api/cars')
      .set('Content-Type', 'text/csv')
      .send(minimal(1))
      .expect(415);
    expect(res.body).toEqual({
      error: 'Request body must be JSON (Content-Type: application/json)',
    });
  });
});
