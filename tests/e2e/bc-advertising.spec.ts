import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DISCLOSURES, type DisclosureField } from '../../common/constants';
import { disclosureStatements } from '../../common/disclosures';
import { formatMoney, formatPrice, withFees } from '../../common/format';
import { DISCLOSURE_REQUIRED, type Car } from '../../common/schemas/car';
import { SITE } from '../../common/site';
import { buildFullCar } from '../factories';
import { expectToast, signInThroughApi } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration, watchConsole } from './support/console-problems';
import { addCar, addPost, removeCars } from './support/data';
import { PHONE } from './support/phone';
import { expect, shopTest as test } from './support/inventory-server';

// Issue 16 point 6, BC's advertising rules (docs/product.md#bc-advertising): staff can't make a
// car available while a disclosure is unanswered (the form and the desk name it); shoppers see
// the dealer registration, stock number, VIN, disclosures and all-in price on the car page, at
// phone and desktop sizes; a car sold leaves the feeds and the sitemap at once.
const SHOTS = process.env.BC_SHOTS_DIR ?? '/tmp/shots-bc-advertising';
const REGISTRATION = `VSA dealer registration #${SITE.dealerRegistration}`;
const question = (field: DisclosureField) => DISCLOSURES.find((d) => d.field === field)!.question;

async function openEditor(page: Page, car: Car) {
  await page.goto(`/admin/cars/${car.id}/edit`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Edit Vehicle', level: 1 })).toBeVisible();
}

const apiCar = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/cars/${id}`)).json()) as Car;

test.describe('[SHOP][BC ADVERTISING] disclosures, registration, stock number, VIN, all-in price', () => {
  test('staff cannot make a car available with a disclosure unanswered: the form names it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await signInThroughApi(page);
    const car = await addCar(page.request, {
      stockNumber: 'E2E-BC1',
      status: 'pending',
      fromOutsideBc: null,
      importedFrom: null,
    });
    try {
      await openEditor(page, car);
      // The editor takes the vehicle price and says what shoppers will see: the all-in price.
      const allIn = page.getByTestId('all-in-price');
      await expect(allIn).toContainText(`Advertised all-in: ${formatMoney(car.allInPrice)}`);
      await expect(allIn).toContainText('plus GST and PST');
      await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('20000');
      await expect(allIn).toContainText(`Advertised all-in: ${formatMoney(withFees(20_000))}`);
      await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill(String(car.price));
      await page.getByLabel('Status').selectOption('available');
      await page.getByRole('button', { name: 'Update Vehicle' }).click();

      const unanswered = page.getByLabel(question('fromOutsideBc'));
      await expect(unanswered).toHaveAttribute('aria-invalid', 'true');
      await expect(unanswered).toHaveAccessibleDescription(DISCLOSURE_REQUIRED);
      await unanswered.scrollIntoViewIfNeeded();
      // Only the one question left open is named.
      await expect(page.getByText(DISCLOSURE_REQUIRED, { exact: true })).toHaveCount(1);
      for (const field of ['priorTaxiPoliceRacing', 'priorLeaseRental', 'damageOver2000'] as const)
        await expect(page.getByLabel(question(field))).not.toHaveAttribute('aria-invalid', 'true');
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/form-disclosure-missing-desktop.png` });
      await expectNoAxeViolations(page, { label: 'editor, a disclosure unanswered' });
      await page.setViewportSize({ width: 390, height: 844 });
      await unanswered.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/form-disclosure-missing-phone.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
      expect((await apiCar(page, car.id)).status).toBe('pending');

      // Answered ("Unknown" is an answer), the car is saved as available.
      await unanswered.selectOption('unknown');
      await expect(page.getByText(DISCLOSURE_REQUIRED, { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Update Vehicle' }).click();
      await expectToast(page, 'Success', 'Car updated successfully!');
      expect(await apiCar(page, car.id)).toMatchObject({
        status: 'available',
        fromOutsideBc: 'unknown',
      });
      expect(problems).toEqual([]);
    } finally {
      await removeCars(page.request, [car.id]);
    }
  });

  test("the desk's Mark Available names the car whose disclosures are unanswered", async ({
    page,
  }) => {
    await signInThroughApi(page);
    const car = await addCar(page.request, {
      stockNumber: 'E2E-BC2',
      status: 'pending',
      priorLeaseRental: null,
    });
    try {
      await page.goto('/admin/cars?q=E2E-BC2');
      await waitForHydration(page);
      await page
        .getByRole('checkbox', {
          name: `Select ${car.year} ${car.make} ${car.model} ${car.stockNumber}`,
        })
        .check();
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await bar.getByRole('button', { name: 'Mark Available' }).click();
      await expectToast(
        page,
        'Error',
        "Car E2E-BC2 can't be available until its disclosures are answered",
      );
      expect((await apiCar(page, car.id)).status).toBe('pending');
    } finally {
      await removeCars(page.request, [car.id]);
    }
  });

  test("the dealer's registration is in the footer of every public page, found or not", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page);
    const [first, second] = await Promise.all([
      addCar(page.request, { stockNumber: 'E2E-BC5' }),
      addCar(page.request, { stockNumber: 'E2E-BC6' }),
    ]);
    const post = await addPost(page.request);
    // Pages as a shopper sees them: without the staff session.
    await page.context().clearCookies();
    try {
      for (const [path, status] of [
        ['/', 200],
        ['/inventory', 200],
        [`/cars/${first.id}`, 200],
        ['/favourites', 200],
        [`/compare?ids=${first.id},${second.id}`, 200],
        ['/blog', 200],
        [`/blog/${post.slug}`, 200],
        ['/contact', 200],
        ['/sell', 200],
        ['/about', 200],
        ['/privacy', 200],
        ['/no-such-page', 404],
        ['/cars/999999', 404],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
        await expect(
          page.getByRole('contentinfo').getByTestId('dealer-registration'),
          path,
        ).toHaveText(REGISTRATION);
      }
    } finally {
      await signInThroughApi(page);
      await removeCars(page.request, [first.id, second.id]);
      expect((await page.request.delete(`/api/blog/${post.id}`)).status()).toBe(204);
    }
  });

  test('the car page shows the registration, stock number, VIN, disclosures and the all-in price, on a phone and a desktop', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await signInThroughApi(page);
    const car = await addCar(
      page.request,
      buildFullCar({
        stockNumber: 'E2E-BC3',
        photos: [],
        priorTaxiPoliceRacing: 'no',
        priorLeaseRental: 'yes',
        damageOver2000: 'yes',
        damageAmount: 3250,
        fromOutsideBc: 'yes',
        importedFrom: 'Washington State',
      }),
    );
    try {
      // A shopper's visit: no session.
      await page.context().clearCookies();
      const phone = await browser.newContext({ ...PHONE, baseURL });
      const phonePage = await phone.newPage();
      mkdirSync(SHOTS, { recursive: true });
      for (const [name, shopper] of [
        ['desktop', page],
        ['phone', phonePage],
      ] as const) {
        await shopper.goto(`/cars/${car.id}`);
        await waitForHydration(shopper);
        await expect(shopper.getByTestId('car-identifiers')).toHaveText(
          'Stock #E2E-BC3 · VIN 2T3P1RFV8MC123456',
        );
        await expect(shopper.getByTestId('car-price-block').getByTestId('car-price')).toHaveText(
          formatPrice(car.allInPrice),
        );
        await expect(shopper.getByText('All-in price, plus GST and PST')).toBeVisible();
        await expect(shopper.getByTestId('car-dealer-registration')).toHaveText(REGISTRATION);
        const disclosures = shopper.getByTestId('disclosures').getByRole('listitem');
        await expect(disclosures).toHaveText(
          disclosureStatements(car).map((statement) => statement.text),
        );
        await expect(disclosures.nth(2)).toHaveText(
          'Has had damage costing more than $2,000 to repair ($3,250)',
        );
        await expect(disclosures.nth(3)).toHaveText('Brought into BC from Washington State');
        const footer = shopper.getByRole('contentinfo');
        await expect(footer.getByTestId('dealer-registration')).toHaveText(REGISTRATION);
        await expect(footer).toContainText('All-in prices in Canadian dollars, plus GST and PST');
        await expectNoAxeViolations(shopper, { label: `car page (${name})` });

        await shopper.screenshot({ path: `${SHOTS}/car-page-${name}.png`, fullPage: true });
        await shopper
          .getByRole('heading', { name: 'Vehicle History Disclosures' })
          .scrollIntoViewIfNeeded();
        await shopper.screenshot({ path: `${SHOTS}/car-disclosures-${name}.png` });
        // The footer as a visitor sees it at the bottom of the page (an element shot of it on a
        // phone, taller than the screen, would catch the sticky header in its middle).
        await shopper.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await shopper.screenshot({ path: `${SHOTS}/footer-${name}.png` });
      }
      await phone.close();
      expect(problems).toEqual([]);
    } finally {
      await signInThroughApi(page);
      await removeCars(page.request, [car.id]);
    }
  });

  test('a car sold in the editor leaves the Google feed, the CSV feed and the sitemap at once', async ({
    page,
    baseURL,
  }) => {
    await signInThroughApi(page);
    const car = await addCar(page.request, {
      stockNumber: 'E2E-BC4',
      vin: '1HGCM82633A004352',
      // The Google feed lists a car with a VIN and a photo (docs/product.md#feeds).
      photos: ['https://images.example.com/accord-front.jpg'],
    });
    try {
      const listed = async () => ({
        google: (await (await page.request.get('/feeds/google-vehicles.xml')).text()).includes(
          '<g:id>E2E-BC4</g:id>',
        ),
        csv: (await (await page.request.get('/feeds/inventory.csv')).text()).includes('\nE2E-BC4,'),
        sitemap: (await (await page.request.get('/sitemap.xml')).text()).includes(
          `<loc>${baseURL}/cars/${car.id}</loc>`,
        ),
      });
      expect(await listed()).toEqual({ google: true, csv: true, sitemap: true });

      await openEditor(page, car);
      await page.getByLabel('Status').selectOption('sold');
      await page.getByRole('button', { name: 'Update Vehicle' }).click();
      await expectToast(page, 'Success', 'Car updated successfully!');

      expect(await listed()).toEqual({ google: false, csv: false, sitemap: false });
    } finally {
      await removeCars(page.request, [car.id]);
    }
  });
});
