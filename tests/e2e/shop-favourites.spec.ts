// Favourites without an account (docs/product.md#favourites): a heart on every card and on the
// vehicle page, kept in the browser (it survives a reload; the server's HTML shows none saved),
// the header's count, and /favourites with the saved cars, sold ones as sold, cars deleted since
// dropped, and an empty state that leads to the inventory.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Car } from '../../common/schemas/car';
import { uniqueTag } from '../factories';
import { E2E_ADMIN } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import {
  isElementHydrated,
  waitForElementHydration,
  waitForHydration,
  watchConsole,
} from './support/console-problems';
import { addCar, removeCars } from './support/data';
import { PHONE } from './support/phone';
import { expect, shopTest as test } from './support/inventory-server';

const SAVE = 'Save to favourites';
const REMOVE = 'Remove from favourites';
const FAVOURITES_KEY = 'forecourt.favourites';

const titleOf = (car: Car) => `${car.year} ${car.make} ${car.model}`;
const cardOf = (page: Page, car: Car) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: titleOf(car), exact: true }) });

/** Staff's session, apart from the shopper's browser (whose header stays a visitor's). */
async function signIn(request: APIRequestContext): Promise<void> {
  expect((await request.post('/api/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
}

/** Saves these cars in the page's browser, as hearts pressed earlier would have. */
async function keepFavourites(page: Page, ids: number[]): Promise<void> {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [FAVOURITES_KEY, JSON.stringify(ids)],
  );
}

const storedFavourites = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as number[], FAVOURITES_KEY);

test.describe('[PUBLIC][SHOP] favourites', () => {
  test('a car is saved from its card, survives a reload, is listed on /favourites and its page, and is removed', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    await signIn(request);
    const car = await addCar(request, { make: 'Mazda', model: `Fav ${uniqueTag()}`, year: 2021 });
    try {
      await page.goto('/inventory');
      await waitForHydration(page);
      const card = cardOf(page, car);
      const heart = card.getByTestId('favourite-button');
      await expect(heart).toHaveAccessibleName(SAVE);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAccessibleName(REMOVE);
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('link', { name: 'Favourites (1 saved)' })).toBeVisible();
      expect(await storedFavourites(page)).toEqual([car.id]);

      // The server cannot know: its HTML has every heart unsaved; the browser then shows it saved.
      const html = await (await page.request.get('/inventory')).text();
      expect(html).not.toContain('aria-pressed="true"');
      await page.reload();
      await waitForHydration(page);
      await expect(cardOf(page, car).getByRole('button', { name: REMOVE })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await page.getByRole('link', { name: 'Favourites (1 saved)' }).click();
      await expect(page).toHaveURL(/\/favourites$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your Favourites' })).toBeVisible();
      await expect(page.getByTestId('favourites-count-text')).toContainText('1 car saved');
      const listed = cardOf(page, car);
      await expect(listed).toBeVisible();
      // One car: nothing to compare yet.
      await expect(page.getByRole('checkbox')).toHaveCount(0);

      await listed.getByRole('link', { name: titleOf(car) }).click();
      await expect(page.getByRole('heading', { level: 1, name: titleOf(car) })).toBeVisible();
      // The vehicle page's own button (its similar cars have hearts too).
      const pageHeart = page.getByTestId('car-favourite-button');
      await expect(pageHeart).toHaveAccessibleName(REMOVE);
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
      await pageHeart.click();
      await expect(pageHeart).toHaveAccessibleName(SAVE);
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('link', { name: 'Favourites', exact: true })).toBeVisible();

      await page.getByRole('link', { name: 'Favourites', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Browse Inventory' }).click();
      await expect(page).toHaveURL(/\/inventory$/);
      expect(problems).toEqual([]);
    } finally {
      await removeCars(request, [car.id]);
    }
  });

  test("a heart tapped before its card's code has come saves the car as the card hydrates; a tap after counts once", async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    await signIn(request);
    const car = await addCar(request, { make: 'Mazda', model: `Early ${uniqueTag()}`, year: 2022 });
    // The cards' code is held back, as on a slow connection: the page hydrates without it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/inventory-results-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    try {
      await page.goto('/inventory');
      await waitForHydration(page);
      await expect.poll(() => asked).toBe(true);
      const heart = cardOf(page, car).getByTestId('favourite-button');
      expect(await isElementHydrated(heart)).toBe(false);
      await heart.click();
      release();
      // The heart presses itself as it hydrates.
      await waitForElementHydration(heart);
      await expect(heart).toHaveAccessibleName(REMOVE);
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('link', { name: 'Favourites (1 saved)' })).toBeVisible();
      expect(await storedFavourites(page)).toEqual([car.id]);
      // Hydrated, a tap is handled by the card alone: removed, not removed and saved again.
      await heart.click();
      await expect(heart).toHaveAccessibleName(SAVE);
      await expect(page.getByRole('link', { name: 'Favourites', exact: true })).toBeVisible();
      // After any press the click could have queued (a timer queued later runs later).
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await expect(heart).toHaveAccessibleName(SAVE);
      expect(await storedFavourites(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      release();
      await removeCars(request, [car.id]);
    }
  });

  test('a sold favourite says Sold, a deleted one is dropped, and the list keeps the order saved', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    await signIn(request);
    const tag = uniqueTag();
    const [kept, sold, deleted] = [
      await addCar(request, { make: 'Subaru', model: `Kept ${tag}` }),
      await addCar(request, { make: 'Subaru', model: `Sold ${tag}` }),
      await addCar(request, { make: 'Subaru', model: `Gone ${tag}` }),
    ] as [Car, Car, Car];
    try {
      await page.goto('/');
      await keepFavourites(page, [sold.id, deleted.id, kept.id]);
      expect((await request.patch(`/api/cars/${sold.id}`, { data: { status: 'sold' } })).ok()).toBe(
        true,
      );
      await removeCars(request, [deleted.id]);

      await page.goto('/favourites');
      await waitForHydration(page);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0).getByRole('link', { name: titleOf(sold) })).toBeVisible();
      await expect(cards.nth(1).getByRole('link', { name: titleOf(kept) })).toBeVisible();
      await expect(cards.nth(0).getByText('Sold', { exact: true })).toBeVisible();
      await expect(cards.nth(0).getByText('SOLD', { exact: true })).toBeVisible();
      await expect(cards.nth(1).getByText('Available', { exact: true })).toBeVisible();
      // The deleted car is forgotten.
      await expect.poll(() => storedFavourites(page)).toEqual([sold.id, kept.id]);
      await expect(page.getByRole('link', { name: 'Favourites (2 saved)' })).toBeVisible();

      // Removing a heart here takes the card away.
      await cards.nth(0).getByRole('button', { name: REMOVE }).click();
      await expect(cards).toHaveCount(1);
      expect(await storedFavourites(page)).toEqual([kept.id]);
      expect(problems).toEqual([]);
    } finally {
      await removeCars(request, [kept.id, sold.id]);
    }
  });

  test('another tab sees a car saved at once', async ({ page, request, context }) => {
    await signIn(request);
    const car = await addCar(request, { make: 'Kia', model: `Tabs ${uniqueTag()}` });
    try {
      await page.goto('/favourites');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
      const other = await context.newPage();
      await other.goto(`/cars/${car.id}`);
      await waitForHydration(other);
      await other.getByTestId('car-favourite-button').click();
      await expect(page.getByRole('link', { name: 'Favourites (1 saved)' })).toBeVisible();
      await expect(cardOf(page, car)).toBeVisible();
      await other.close();
    } finally {
      await removeCars(request, [car.id]);
    }
  });

  test('axe finds no violation on /favourites, empty and with cars ticked for comparing, at 1280×800 and 390×844', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(request);
    const tag = uniqueTag();
    const cars = [
      await addCar(request, { make: 'Honda', model: `Axe One ${tag}` }),
      await addCar(request, { make: 'Honda', model: `Axe Two ${tag}`, status: 'sold' }),
    ];
    try {
      for (const options of [{ viewport: { width: 1280, height: 800 } }, PHONE]) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const problems = watchConsole(page);
        await page.goto('/favourites');
        await waitForHydration(page);
        await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
        await expectNoAxeViolations(page, { label: 'empty' });

        await keepFavourites(
          page,
          cars.map((car) => car.id),
        );
        await page.reload();
        await waitForHydration(page);
        await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
        await page.getByRole('checkbox', { name: `Compare the ${titleOf(cars[0]!)}` }).click();
        await expect(page.getByTestId('compare-status')).toHaveText('1 car ticked: tick one more.');
        await expectNoAxeViolations(page, { label: 'one ticked' });
        await page.getByRole('checkbox', { name: `Compare the ${titleOf(cars[1]!)}` }).click();
        await expect(page.getByRole('link', { name: 'Compare 2 cars' })).toBeVisible();
        await expectNoAxeViolations(page, { label: 'two ticked' });
        expect(problems).toEqual([]);
        await context.close();
      }
    } finally {
      await removeCars(
        request,
        cars.map((car) => car.id),
      );
    }
  });
});
