import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CAR_CSV_COLUMNS, DISCLOSURE_FIELDS } from '../../common/constants';
import { dealershipToday } from '../../common/dates';
import { DEALER_FEES_TOTAL, formatPrice } from '../../common/format';
import { expectToast, signInThroughApi } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { watchConsole } from './support/console-problems';
import { allAdminCars, expect, SYNTHETIC_CARS, test } from './support/inventory-server';

// Issue 14, CSV out and in (docs/product.md#csv-import-export), on a server with 300 synthetic
// cars (support/inventory-server.ts): staff export the inventory, change a price in the file,
// check it (dry run: 1 updated), import it and the car page shows the new price; a file with bad
// rows is refused with its row and column messages and changes nothing; the upload's progress bar
// shows; the dialog passes axe at desktop and phone sizes.
const SHOTS = process.env.CSV_SHOTS_DIR ?? '/tmp/shots-admin-csv';
const column = (name: (typeof CAR_CSV_COLUMNS)[number]) => CAR_CSV_COLUMNS.indexOf(name);

/** Every car, all statuses (the admin API, page by page). */
const allCars = (page: Page) => allAdminCars(page.request);

/** axe on the open dialog at 1280×800 and at 390×844, with a screenshot of each. */
async function checkDialogAt(page: Page, name: string) {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, {
      include: '[role="dialog"]',
      label: `${name} at ${size.width}`,
    });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Holds each import request a moment, as a slow connection would, so the progress shows. */
async function slowImports(page: Page) {
  await page.route('**/api/admin/cars/import**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import cars from a CSV file' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('[ADMIN][CSV] inventory export and import', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('export, change one price, check (1 updated), import, and the car page shows it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await signInThroughApi(page);
    await page.goto('/admin/cars');
    await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Export: a download named for today.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`inventory-${dealershipToday()}.csv`);
    const exported = readFileSync(await download.path(), 'utf8');
    const [header, ...rows] = parse(exported, { bom: true }) as string[][];
    expect(header).toEqual([...CAR_CSV_COLUMNS]);
    const cars = await allCars(page);
    expect(cars).toHaveLength(SYNTHETIC_CARS);
    expect(rows).toHaveLength(cars.length);

    // An available car without a discount: its new price is the one shoppers see.
    const row = rows.find(
      (cells) => cells[column('status')] === 'available' && cells[column('discountedPrice')] === '',
    )!;
    const car = cars.find((c) => c.stockNumber === row[column('stockNumber')])!;
    const newPrice = car.price === 12_345 ? 12_346 : 12_345;
    row[column('price')] = String(newPrice);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-csv-'));
    const file = path.join(dir, 'inventory-changed.csv');
    writeFileSync(file, `\uFEFF${stringify([header!, ...rows], { record_delimiter: 'windows' })}`);

    // Check: the upload's progress bar, then the preview.
    await slowImports(page);
    const dialog = await openImport(page);
    await checkDialogAt(page, 'choose');
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Check file' }).click();
    const progress = dialog.getByRole('progressbar');
    await expect(progress).toBeVisible();
    await expect(dialog.getByTestId('import-progress')).toContainText(/Uploading… \d+%|Checking…/);
    await page.screenshot({ path: path.join(SHOTS, 'progress-1280.png') });

    await expect(
      dialog.getByRole('heading', { name: 'Check of inventory-changed.csv' }),
    ).toBeFocused();
    const counts = dialog.locator('dl');
    await expect(counts).toContainText('New cars0');
    await expect(counts).toContainText('Updated1');
    await expect(counts).toContainText(`Unchanged${rows.length - 1}`);
    await expect(page.getByRole('status').filter({ hasText: 'Checked:' })).toHaveText(
      `Checked: 0 new, 1 updated, ${rows.length - 1} unchanged`,
    );
    await checkDialogAt(page, 'preview');
    // Nothing is written by the check.
    expect((await allCars(page)).find((c) => c.id === car.id)!.price).toBe(car.price);

    // Import: progress again, then the toast, and the dialog closes.
    await dialog.getByRole('button', { name: 'Import 1 car' }).click();
    await expect(dialog.getByTestId('import-progress')).toBeVisible();
    // The whole file is checked again before the write: give it the time a busy machine needs.
    await expectToast(page, 'Success', 'Imported: 0 new, 1 updated', { timeout: 30_000 });
    await expect(dialog).toBeHidden();

    // Shoppers see the new price with the dealer fees (docs/product.md#bc-advertising).
    await page.goto(`/cars/${car.id}`);
    await expect(page.getByText(formatPrice(newPrice + DEALER_FEES_TOTAL)).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a file with bad rows is refused with row and column messages, and nothing changes', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await signInThroughApi(page);
    const before = await allCars(page);
    const taken = before[0]!.stockNumber;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-csv-'));
    const file = path.join(dir, 'bad.csv');
    writeFileSync(
      file,
      stringify(
        [
          ['stockNumber', 'year', 'make', 'model', 'price', 'mileage', ...DISCLOSURE_FIELDS],
          ...[
            // The disclosures answered, as an available car needs (docs/product.md#disclosures).
            ...[
              ['E2E-BAD-1', '1850', 'Toyota', 'Corolla', '9000', '1000'],
              ['E2E-BAD-2', '2020', '', 'Civic', '9000', '1000'],
              ['E2E-BAD-1', '2021', 'Honda', 'Fit', '9000', '1000'],
            ].map((row) => [...row, ...DISCLOSURE_FIELDS.map(() => 'no')]),
            // A good row: the car of that stock number, its own answers kept (one brought in from
            // outside BC keeps saying so, with where from).
            [
              taken,
              '2022',
              'Mazda',
              'CX-5',
              '30000',
              '10',
              ...DISCLOSURE_FIELDS.map((field) => String(before[0]![field])),
            ],
          ],
        ],
        { record_delimiter: 'windows' },
      ),
    );

    await page.goto('/admin/cars');
    await page.waitForLoadState('networkidle');
    const dialog = await openImport(page);
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Check file' }).click();

    await expect(dialog.getByRole('alert')).toContainText(
      '3 rows have problems. Fix them in the file and check it again',
    );
    const table = dialog.getByRole('table', { name: 'Problems in the file' });
    const lines = table.getByRole('row');
    await expect(lines).toHaveCount(4);
    await expect(lines.nth(1)).toHaveText('1yearYear must be 1990 or later');
    await expect(lines.nth(2)).toHaveText('2makePlease select a make from the list');
    await expect(lines.nth(3)).toHaveText('3stockNumberStock number E2E-BAD-1 is also on row 1');
    await expect(dialog.getByRole('button', { name: /^Import \d+ cars?$/ })).toBeDisabled();
    await checkDialogAt(page, 'problems');

    // A file missing a required column: the server's message, in the dialog.
    const noMake = path.join(dir, 'no-make.csv');
    writeFileSync(noMake, 'year,model,price,mileage\r\n2020,Fit,9000,10\r\n');
    await dialog.getByRole('button', { name: 'Choose another file' }).click();
    await dialog.getByLabel('CSV file').setInputFiles(noMake);
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Missing required column make');
    await expect(dialog.getByRole('alert')).toBeFocused();

    // Keyboard: Escape closes the dialog and focus goes back to its button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Import CSV' })).toBeFocused();

    expect(await allCars(page)).toEqual(before);
    // The one console line: the browser's note of the 400 answer to the file without make.
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });
});
