import { type Locator, type Page } from '@playwright/test';
import type { CarFormValues } from '../../common/schemas/car';
import { uniqueTag } from '../factories';
import { signInThroughApi } from './support/admin';
import { waitForHydration } from './support/console-problems';
import { addCar, removeCars } from './support/data';
import { expect, test } from './support/test';

// What a shopper sees of a car's price, status and photos (docs/product.md#price-display,
// #discount, #sold-cars), on its inventory card and its own page. Each test adds its cars (unique
// models, newest so on the first page) and deletes them.

const MAKE = 'Volvo';

/** A 2020 Volvo with these fields (the make filter then shows only the Volvos). */
async function addVolvo(page: Page, fields: Partial<CarFormValues>): Promise<number> {
  return (await addCar(page.request, { year: 2020, make: MAKE, ...fields })).id;
}

const cardOf = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** The struck-through original price next to the shown one. */
async function expectStruckThrough(price: Locator) {
  await expect(price).toBeVisible();
  expect(await price.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
    'line-through',
  );
}

test.describe('[PUBLIC][SHOP] discount, status badge, photo placeholder and description', () => {
  test('a discounted car shows the discounted price, the original struck through and the rounded % off; no discount, no strike', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const discounted = `S60 Sale ${uniqueTag()}`;
    const level = `S60 Level ${uniqueTag()}`;
    const ids = [
      // (30,000 − 25,900) / 30,000 = 13.67 % → 14 % off; the price field is not what is shown.
      // Shown prices are all-in: each plus the $499 documentation fee (docs/product.md#bc-advertising).
      await addVolvo(page, {
        model: discounted,
        price: 26500,
        originalPrice: 30000,
        discountedPrice: 25900,
      }),
      // Original not above the discounted price: no discount to show.
      await addVolvo(page, {
        model: level,
        price: 21000,
        originalPrice: 20000,
        discountedPrice: 20000,
      }),
    ];
    try {
      await page.goto(`/inventory?make=${MAKE}`);
      await waitForHydration(page);
      const card = cardOf(page, `2020 ${MAKE} ${discounted}`);
      await expect(card.getByTestId('car-price')).toHaveText('$26,399');
      await expectStruckThrough(card.getByText('$30,499'));
      await expect(card.getByText('14% off', { exact: true })).toBeVisible();
      await expect(card.getByText(/\$26,(500|999)/)).toHaveCount(0);

      const plain = cardOf(page, `2020 ${MAKE} ${level}`);
      await expect(plain.getByTestId('car-price')).toHaveText('$20,499');
      await expect(plain.getByText(/% off/)).toHaveCount(0);
      await expect(plain.locator('.line-through')).toHaveCount(0);

      await card.getByRole('link', { name: `2020 ${MAKE} ${discounted}` }).click();
      await expect(page).toHaveURL(new RegExp(`/cars/${ids[0]}$`));
      // The URL changes before the vehicle page replaces the list: wait for its heading.
      await expect(
        page.getByRole('heading', { level: 1, name: `2020 ${MAKE} ${discounted}` }),
      ).toBeVisible();
      // The car's own price (the similar cars below have theirs).
      const own = page.getByTestId('car-price-block');
      await expect(own.getByTestId('car-price')).toHaveText('$26,399');
      await expectStruckThrough(own.getByText('$30,499'));
      await expect(own.getByText('14% off', { exact: true })).toBeVisible();

      await page.goto(`/cars/${ids[1]}`);
      await expect(page.getByTestId('car-price-block').getByTestId('car-price')).toHaveText(
        '$20,499',
      );
      await expect(page.getByTestId('car-price-block').getByText(/% off/)).toHaveCount(0);
    } finally {
      await removeCars(page.request, ids);
    }
  });

  test('a pending car without photos shows the Pending badge and No Images Available on its card and page, and its description', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const model = `XC40 Hold ${uniqueTag()}`;
    const title = `2020 ${MAKE} ${model}`;
    const description = 'Deposit taken, awaiting financing.\nStill open for viewings.';
    const id = await addVolvo(page, {
      model,
      price: 33900,
      status: 'pending',
      photos: [],
      description,
    });
    try {
      await page.goto(`/inventory?make=${MAKE}`);
      await waitForHydration(page);
      const card = cardOf(page, title);
      await expect(card.getByText('Pending', { exact: true })).toBeVisible();
      await expect(card.getByText('No Images Available')).toBeVisible();
      await expect(card.locator('img')).toHaveCount(0);
      // Only sold cars carry the overlay.
      await expect(card.getByText('SOLD', { exact: true })).toHaveCount(0);

      await card.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/cars/${id}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main.getByText('Pending', { exact: true })).toBeVisible();
      await expect(main.getByText('No Images Available')).toBeVisible();
      await expect(main.getByRole('region', { name: /^Photos of/ })).toHaveCount(0);
      await expect(main.getByRole('heading', { name: 'Description', level: 2 })).toBeVisible();
      // The whole description, its line break kept.
      await expect(main.getByText('Deposit taken, awaiting financing.')).toHaveJSProperty(
        'innerText',
        description,
      );
    } finally {
      await removeCars(page.request, [id]);
    }
  });
});
