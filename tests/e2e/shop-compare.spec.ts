// Compare (docs/product.md#compare): two favourites ticked and compared side by side, the rows
// where they differ marked, the address shareable (another browser, no favourites, sees the same),
// a sold car said Sold, the pages of bad links (400, 404) and of one car, and axe at both sizes.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Car } from '../../common/schemas/car';
import { uniqueTag } from '../factories';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration, watchConsole } from './support/console-problems';
import { addCar, removeCars } from './support/data';
import { PHONE } from './support/phone';
import { E2E_ADMIN } from './support/test';
import { expect, shopTest as test } from './support/inventory-server';

const titleOf = (car: Car) => `${car.year} ${car.make} ${car.model}`;

async function signIn(request: APIRequestContext): Promise<void> {
  expect((await request.post('/api/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
}

/** Two Mazda SUVs alike but for the year, the fuel and the colour. */
async function addPair(request: APIRequestContext): Promise<[Car, Car]> {
  const tag = uniqueTag();
  const common = {
    make: 'Mazda',
    bodyType: 'suv',
    drivetrain: 'awd',
    transmission: 'automatic',
    price: 31_000,
    originalPrice: null,
    discountedPrice: null,
    interiorColour: 'Black cloth',
    priorTaxiPoliceRacing: 'no',
    priorLeaseRental: 'no',
    fromOutsideBc: 'no',
  } as const;
  return [
    await addCar(request, {
      ...common,
      model: `CX Alpha ${tag}`,
      year: 2020,
      fuelType: 'gasoline',
      exteriorColour: 'Soul Red',
      damageOver2000: 'no',
    }),
    await addCar(request, {
      ...common,
      model: `CX Beta ${tag}`,
      year: 2022,
      fuelType: 'hybrid',
      exteriorColour: 'Machine Grey',
      damageOver2000: 'yes',
      damageAmount: 3250,
    }),
  ];
}

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({
    has: page.getByRole('rowheader', {
      name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    }),
  });

test.describe('[PUBLIC][SHOP] compare', () => {
  test('two favourites are ticked and compared; the differing rows are marked; the address is shared', async ({
    page,
    request,
    browser,
  }) => {
    const problems = watchConsole(page);
    await signIn(request);
    const [alpha, beta] = await addPair(request);
    try {
      await page.goto('/');
      await page.evaluate(
        (ids) => localStorage.setItem('forecourt.favourites', JSON.stringify(ids)),
        [alpha.id, beta.id],
      );
      await page.goto('/favourites');
      await waitForHydration(page);
      await expect(page.getByTestId('compare-status')).toHaveText('Tick 2 to 4 cars to compare.');
      await expect(page.getByRole('button', { name: 'Compare' })).toBeDisabled();
      await page.getByRole('checkbox', { name: `Compare the ${titleOf(alpha)}` }).click();
      await page.getByRole('checkbox', { name: `Compare the ${titleOf(beta)}` }).click();
      await expect(page.getByTestId('compare-status')).toHaveText('2 cars ticked.');
      await page.getByRole('link', { name: 'Compare 2 cars' }).click();
      await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${alpha.id},${beta.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Compare 2 Cars' })).toBeVisible();
      await waitForHydration(page);

      const check = async (shopper: Page) => {
        const table = shopper.getByRole('table');
        await expect(table.getByRole('columnheader')).toHaveCount(2);
        await expect(
          table
            .getByRole('columnheader')
            .nth(0)
            .getByRole('link', { name: titleOf(alpha), exact: true }),
        ).toBeVisible();
        await expect(
          table
            .getByRole('columnheader')
            .nth(1)
            .getByRole('link', { name: titleOf(beta), exact: true }),
        ).toBeVisible();
        for (const name of ['Year', 'Fuel', 'Exterior colour']) {
          await expect(row(shopper, name), name).toHaveAttribute('data-differs', 'true');
          // Said, not only tinted: the row's name carries it.
          await expect(shopper.getByRole('rowheader', { name: `${name} Differs` })).toBeVisible();
        }
        for (const name of ['Body type', 'Drivetrain', 'Transmission', 'Interior colour']) {
          await expect(row(shopper, name), name).not.toHaveAttribute('data-differs');
          await expect(shopper.getByRole('rowheader', { name, exact: true })).toBeVisible();
        }
        await expect(row(shopper, 'Year').getByRole('cell')).toHaveText(['2020', '2022']);
        // The payment at the site-wide terms, with its credit disclosure.
        const payment = row(shopper, 'Payment').getByRole('cell').first();
        await expect(payment).toContainText(/from \$[\d,]+\.\d\d\/month/);
        await expect(payment).toContainText('Estimate OAC: 6.99% APR, 72 mo, $0 down, taxes incl.');
        await expect(row(shopper, 'All-in price').getByRole('cell').first()).toContainText(
          '$31,499',
        );
        // The BC disclosures in plain words; the one that differs is marked like any row.
        const damage = row(shopper, 'Damage over $2,000');
        await expect(damage).toHaveAttribute('data-differs', 'true');
        await expect(damage.getByRole('cell')).toHaveText([
          'No damage costing more than $2,000 to repair',
          'Has had damage costing more than $2,000 to repair ($3,250)',
        ]);
        for (const name of ['Taxi, police or racing use', 'Lease or daily rental']) {
          await expect(row(shopper, name), name).not.toHaveAttribute('data-differs');
        }
        await expect(row(shopper, 'From outside BC').getByRole('cell')).toHaveText([
          'Not brought in from outside BC',
          'Not brought in from outside BC',
        ]);
      };
      await check(page);

      // Only the differences.
      await page.getByRole('switch', { name: 'Only differences' }).click();
      await expect(row(page, 'Body type')).toHaveCount(0);
      await expect(row(page, 'Year')).toBeVisible();

      // Shared: another browser, without favourites, sees the same comparison.
      const other = await browser.newContext();
      const friend = await other.newPage();
      const response = await friend.goto(`/compare?ids=${alpha.id},${beta.id}`);
      expect(response?.status()).toBe(200);
      await check(friend);
      await expect(friend.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      // Remove one: one car is left, and the page asks for another.
      await friend
        .getByRole('link', { name: `Remove the ${titleOf(beta)} from the comparison` })
        .click();
      await expect(friend).toHaveURL(new RegExp(`/compare\\?ids=${alpha.id}$`));
      await expect(
        friend.getByRole('heading', { level: 1, name: 'Add one more car to compare' }),
      ).toBeVisible();
      await other.close();
      expect(problems).toEqual([]);
    } finally {
      await removeCars(request, [alpha.id, beta.id]);
    }
  });

  test('a sold car in a comparison says Sold and advertises no payment', async ({
    page,
    request,
  }) => {
    await signIn(request);
    const [alpha, beta] = await addPair(request);
    try {
      expect((await request.patch(`/api/cars/${beta.id}`, { data: { status: 'sold' } })).ok()).toBe(
        true,
      );
      await page.goto(`/compare?ids=${alpha.id},${beta.id}`);
      const soldColumn = page.getByRole('columnheader').nth(1);
      await expect(soldColumn.getByText('Sold', { exact: true })).toBeVisible();
      await expect(soldColumn.getByText('SOLD', { exact: true })).toBeVisible();
      await expect(row(page, 'Payment').getByRole('cell').nth(1)).toHaveText('Sold');
      await expect(row(page, 'Payment').getByRole('cell').nth(0)).toContainText('/month');
    } finally {
      await removeCars(request, [alpha.id, beta.id]);
    }
  });

  test('bad links answer 400 or 404 with a message; one car asks for another', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    await signIn(request);
    const [alpha, beta] = await addPair(request);
    try {
      const cases: [string, number, string, RegExp][] = [
        ['/compare?ids=abc', 400, 'This comparison link is broken', /car ids separated by commas/],
        ['/compare?ids=1,,2', 400, 'This comparison link is broken', /12,40,7/],
        ['/compare?ids=1,2,3,4,5', 400, 'Too many cars to compare', /up to 4 cars at a time/],
        ['/compare?ids=999999', 404, 'Car not found', /No car on our site has the id 999999/],
        [
          `/compare?ids=${alpha.id},999998,${beta.id},999999`,
          404,
          'Cars not found',
          /the ids 999998, 999999/,
        ],
      ];
      for (const [path, status, title, message] of cases) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
        await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
        await expect(page.getByRole('main')).toContainText(message);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      }
      // The missing cars' link offers the two that exist.
      await page.getByRole('link', { name: 'Compare the other 2' }).click();
      await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${alpha.id},${beta.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Compare 2 Cars' })).toBeVisible();

      const one = await page.goto(`/compare?ids=${alpha.id}`);
      expect(one?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Add one more car to compare' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: titleOf(alpha), exact: true })).toBeVisible();
      await page.goto('/compare');
      await expect(page.getByRole('heading', { level: 1, name: 'Compare Cars' })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Your Favourites' }),
      ).toBeVisible();
      // The browser reports the 400 and 404 documents; nothing else.
      expect(problems.filter((problem) => !/status of 40[04]/.test(problem))).toEqual([]);
    } finally {
      await removeCars(request, [alpha.id, beta.id]);
    }
  });

  test("a vehicle page's similar cars can be compared with it", async ({ page, request }) => {
    await signIn(request);
    const [alpha, beta] = await addPair(request);
    try {
      await page.goto(`/cars/${alpha.id}`);
      const similar = page.getByRole('region', { name: 'Similar Vehicles' });
      await expect(similar.getByRole('article').first()).toBeVisible();
      // The most alike car first: the other Mazda SUV at the same price.
      await expect(similar.getByRole('article').first()).toContainText(titleOf(beta));
      await similar.getByRole('link', { name: 'Compare with this car' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/compare\\?ids=${alpha.id},${beta.id}(,\\d+){0,2}$`),
      );
      await expect(page.getByRole('columnheader').first()).toContainText(titleOf(alpha));
    } finally {
      await removeCars(request, [alpha.id, beta.id]);
    }
  });

  test('axe finds no violation on /compare (all rows, only differences, a sold car, an error) at 1280×800 and 390×844', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(request);
    const [alpha, beta] = await addPair(request);
    const sold = await addCar(request, {
      make: 'Mazda',
      model: `Sold ${uniqueTag()}`,
      status: 'sold',
    });
    try {
      for (const options of [{ viewport: { width: 1280, height: 800 } }, PHONE]) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const problems = watchConsole(page);
        await page.goto(`/compare?ids=${alpha.id},${beta.id},${sold.id}`);
        await waitForHydration(page);
        await expectNoAxeViolations(page, { label: 'all rows' });
        // Nothing scrolls sideways but the table's own region.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        await page.getByRole('switch', { name: 'Only differences' }).click();
        await expectNoAxeViolations(page, { label: 'only differences' });
        await page.goto('/compare?ids=abc');
        await expectNoAxeViolations(page, { label: '400' });
        expect(problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
        await context.close();
      }
    } finally {
      await removeCars(request, [alpha.id, beta.id, sold.id]);
    }
  });
});
