import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expectToast, signInThroughApi } from './support/admin';
import { watchConsole } from './support/console-problems';
import { answerDisclosures } from './support/forms';
import { expect, test } from './support/test';

// Issue 14: staff fill the vehicle details (docs/product.md#vehicle-form), the VIN decodes in the
// form (#vin-decode), shoppers see the specifications and features (#car-detail), and every
// change of the shown price is kept (#price-history).
const SHOTS = process.env.VEHICLE_SHOTS_DIR ?? '/tmp/shots-vehicle-details';
const TORONTO_COROLLA = '2T1BU4EE9AC123456'; // 2010 Toyota built in Canada, check digit right

/** A date some days before today, as YYYY-MM-DD. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function openNewCarForm(page: Page) {
  await page.goto('/admin/cars/new');
  await expect(page.getByRole('heading', { name: 'Add New Vehicle', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function carByStockNumber(page: Page, model: string, stockNumber: string) {
  const cars = (await (await page.request.get('/api/cars?make=Toyota&pageSize=100')).json()) as {
    id: number;
    model: string;
    stockNumber: string;
  }[];
  return cars.find((car) => car.model === model && car.stockNumber === stockNumber);
}

const axeViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test.describe('[ADMIN][VEHICLE DETAILS] stock number, specifications, features, VIN, price history', () => {
  test('staff fill the new fields (year and make from the VIN) and the car page shows them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await signInThroughApi(page);
    await openNewCarForm(page);

    // The VIN fills in year and make that were not touched.
    await page.getByLabel('VIN', { exact: true }).fill(TORONTO_COROLLA.toLowerCase());
    const vinStatus = page.getByRole('status').filter({ hasText: 'VIN checked' });
    await expect(vinStatus).toHaveText('VIN checked: 2010 · Toyota · built in Canada');
    await expect(page.getByLabel('Year')).toHaveValue('2010');
    await expect(page.getByLabel('Make')).toHaveValue('Toyota');

    await page.getByLabel('Model').fill('Corolla E2E');
    await page.getByLabel('Trim').fill('CE');
    await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('8995');
    await page.getByLabel('Mileage (km)').fill('184000');
    await page.getByLabel('Stock Number').fill('e2e-501');
    const since = daysAgo(20);
    await page.getByLabel('In Stock Since').fill(since);
    await page.getByLabel('Body Type').selectOption('sedan');
    await page.getByLabel('Drivetrain').selectOption('fwd');
    await page.getByLabel('Engine').fill('1.8L 4-cylinder');
    await page.getByLabel('Doors').fill('4');
    await page.getByLabel('Seats').fill('5');
    await page.getByLabel('Exterior Colour').fill('Classic Silver Metallic');
    await page.getByLabel('Interior Colour').fill('Ash cloth');
    // Features from the keyboard: Enter adds (and does not send the form).
    await answerDisclosures(page);
    const feature = page.getByLabel('Add a feature');
    await feature.fill('Winter tires on rims');
    await feature.press('Enter');
    await feature.fill('Bluetooth');
    await feature.press('Enter');
    await feature.fill('bluetooth');
    await feature.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'already in the list' })).toHaveText(
      '"bluetooth" is already in the list',
    );
    await feature.fill('Cruise control');
    await feature.press('Enter');
    await page.getByRole('button', { name: 'Remove Bluetooth' }).press('Enter');
    const features = page.getByRole('list', { name: 'Features' }).getByRole('listitem');
    await expect(features).toHaveText(['Winter tires on rims', 'Cruise control']);
    await expect(page).toHaveURL(/\/admin\/cars\/new$/);

    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/form-filled-desktop.png`, fullPage: true });

    const [request] = await Promise.all([
      page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/cars')),
      page.getByRole('button', { name: 'Create Vehicle' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      stockNumber: 'E2E-501',
      features: ['Winter tires on rims', 'Cruise control'],
      doors: 4,
    });
    await expectToast(page, 'Success', 'Car created successfully!');
    const saved = await carByStockNumber(page, 'Corolla E2E', 'E2E-501');
    expect(saved).toBeTruthy();
    const id = saved!.id;
    expect(await (await page.request.get(`/api/cars/${id}`)).json()).toMatchObject({
      year: 2010,
      make: 'Toyota',
      vin: TORONTO_COROLLA,
      stockNumber: 'E2E-501',
      inStockSince: since,
      bodyType: 'sedan',
      drivetrain: 'fwd',
      engine: '1.8L 4-cylinder',
      doors: 4,
      seats: 5,
      exteriorColour: 'Classic Silver Metallic',
      interiorColour: 'Ash cloth',
      features: ['Winter tires on rims', 'Cruise control'],
    });

    // The shopper's page: the specifications table, the features list, JSON-LD, the inquiry.
    await page.goto(`/cars/${id}`);
    const spec = (label: string) =>
      page
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
    await expect(spec('Body Type')).toHaveText('Sedan');
    await expect(spec('Drivetrain')).toHaveText('FWD');
    await expect(spec('Engine')).toHaveText('1.8L 4-cylinder');
    await expect(spec('Exterior Colour')).toHaveText('Classic Silver Metallic');
    await expect(spec('Interior Colour')).toHaveText('Ash cloth');
    await expect(spec('Doors')).toHaveText('4');
    await expect(spec('Seats')).toHaveText('5');
    await expect(spec('Stock Number')).toHaveText('E2E-501');
    await expect(spec('VIN')).toHaveText(TORONTO_COROLLA);
    await expect(page.getByRole('heading', { name: 'Features', level: 2 })).toBeVisible();
    await expect(
      page
        .getByRole('heading', { name: 'Features', level: 2 })
        .locator('xpath=../..')
        .getByRole('listitem'),
    ).toHaveText(['Winter tires on rims', 'Cruise control']);
    await expect(page.getByRole('link', { name: 'Email Inquiry' })).toHaveAttribute(
      'href',
      new RegExp(`subject=.*${encodeURIComponent('(stock #E2E-501)').replace(/[()]/g, '\\$&')}`),
    );
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    expect(ld.flat().find((item) => item['@type'] === 'Car')).toMatchObject({
      sku: 'E2E-501',
      bodyType: 'Sedan',
      driveWheelConfiguration: 'https://schema.org/FrontWheelDriveConfiguration',
      color: 'Classic Silver Metallic',
      vehicleInteriorColor: 'Ash cloth',
      numberOfDoors: 4,
      vehicleSeatingCapacity: 5,
      vehicleEngine: { '@type': 'EngineSpecification', name: '1.8L 4-cylinder' },
      vehicleIdentificationNumber: TORONTO_COROLLA,
    });
    await page.screenshot({ path: `${SHOTS}/car-page-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/car-page-phone.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A lower price in the editor: the price history gets a second entry.
    await page.goto(`/admin/cars/${id}/edit`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('Stock Number')).toHaveValue('E2E-501');
    await expect(page.getByLabel('In Stock Since')).toHaveValue(since);
    await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('8495');
    await page.getByRole('button', { name: 'Update Vehicle' }).click();
    await expectToast(page, 'Success', 'Car updated successfully!');
    const history = (await (
      await page.request.get(`/api/admin/cars/${id}/price-history`)
    ).json()) as { displayPrice: number }[];
    expect(history.map((entry) => entry.displayPrice)).toEqual([8995, 8495]);
    // The editor shows it too, newest first.
    await page.goto(`/admin/cars/${id}/edit`);
    await page.waitForLoadState('networkidle');
    const historyRows = page
      .getByRole('region', { name: 'Price History' })
      .getByRole('table')
      .locator('tbody tr');
    await expect(historyRows).toHaveCount(2);
    await expect(historyRows.first()).toContainText('$8,495');
    await expect(historyRows.first()).toContainText('−$500');
    await expect(historyRows.last()).toContainText('First price');
    await page.screenshot({ path: `${SHOTS}/form-edit-desktop.png`, fullPage: true });

    await page.request.delete(`/api/cars/${id}`);
    expect(problems).toEqual([]);
  });

  test('a stock number another car has is refused under the field, and a warning VIN is allowed', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page);
    const taken = (await (await page.request.get('/api/cars?pageSize=1')).json()) as {
      stockNumber: string;
    }[];
    const stockNumber = taken[0]!.stockNumber;

    await openNewCarForm(page);
    await page.getByLabel('Make').selectOption('Toyota');
    await page.getByLabel('Model').fill('Duplicate E2E');
    await page.getByLabel('Stock Number').fill(stockNumber);
    // A wrong check digit: a warning, and the car can still be saved.
    await page.getByLabel('VIN', { exact: true }).fill('2T1BURHE0JC014374');
    const warning = page.getByRole('status').filter({ hasText: 'Check this VIN' });
    await expect(warning).toContainText('The check digit (position 9) is 0');
    await expect(page.getByLabel('Year')).toHaveValue('2018');
    await answerDisclosures(page);
    await page.getByLabel('Add a feature').fill('Heated seats');
    await page.getByLabel('Add a feature').press('Enter');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/form-warning-desktop.png`, fullPage: true });

    // The server's answer first: a failure then says what it refused, not only what is missing.
    const refused = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/cars',
    );
    await page.getByRole('button', { name: 'Create Vehicle' }).click();
    const message = `Stock number ${stockNumber} is already used by another car`;
    const answer = await refused;
    expect({ status: answer.status(), body: await answer.json() }).toMatchObject({
      status: 409,
      body: { details: { stockNumber: [message] } },
    });
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Stock Number')).toHaveAttribute('aria-invalid', 'true');
    await expectToast(page, 'Error', 'Failed to create car. Please try again.');
    await expect(page).toHaveURL(/\/admin\/cars\/new$/);

    await page.getByLabel('Stock Number').fill('');
    await page.getByRole('button', { name: 'Create Vehicle' }).click();
    await expectToast(page, 'Success', 'Car created successfully!');
    const cars = (await (await page.request.get('/api/cars?make=Toyota&pageSize=100')).json()) as {
      id: number;
      model: string;
      stockNumber: string;
      vin: string;
    }[];
    const created = cars.find((car) => car.model === 'Duplicate E2E');
    expect(created).toMatchObject({ vin: '2T1BURHE0JC014374' });
    expect(created!.stockNumber).toBe(`FC-${String(created!.id).padStart(6, '0')}`);
    await page.request.delete(`/api/cars/${created!.id}`);

    // The phone layout of the form with the new sections.
    await page.setViewportSize({ width: 390, height: 844 });
    await openNewCarForm(page);
    await page.getByLabel('VIN', { exact: true }).fill('1HGCM8263OA004352');
    await expect(page.getByRole('status').filter({ hasText: 'not a valid VIN' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: `${SHOTS}/form-phone.png`, fullPage: true });
  });
});
