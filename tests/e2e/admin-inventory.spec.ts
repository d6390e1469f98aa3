import type { BrowserContext, Page } from '@playwright/test';
import type { AdminCar } from '../../common/schemas/admin-cars';
import { expectToast } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration, watchConsole } from './support/console-problems';
import { allAdminCars, expect, SYNTHETIC_CARS, test } from './support/inventory-server';
import { PHONE } from './support/phone';
import { E2E_ADMIN } from './support/test';

// The inventory desk (docs/product.md#admin-inventory) with 300 synthetic cars, on servers of
// their own (support/inventory-server.ts) so the demo cars of the other specs are not disturbed:
// staff find a car by a VIN fragment, mark three cars sold in one action (exactly those three
// change, and the shop shows them SOLD), and axe finds nothing wrong at 1280×800 and 390×844.

test.describe.configure({ mode: 'serial' });

async function signIn(context: BrowserContext): Promise<void> {
  const res = await context.request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
}

async function openDesk(page: Page, query = ''): Promise<void> {
  await page.goto(`/admin/cars${query}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
}

/** Every car with its status. */
const allStatuses = async (page: Page) =>
  new Map((await allAdminCars(page.request)).map((car) => [car.id, car.status]));

const table = (page: Page) => page.getByRole('table', { name: 'Inventory' });
const rows = (page: Page) => table(page).locator('tbody tr');

/** How many cars the shop lists (the public API's total). */
async function shopTotal(page: Page): Promise<number> {
  const res = await page.request.get('/api/cars?pageSize=1');
  expect(res.status()).toBe(200);
  return Number(res.headers()['x-total-count']);
}

test.describe('[ADMIN][INVENTORY] the inventory desk with 300 cars', () => {
  test('the dashboard leads to the desk, which pages through every car', async ({ page }) => {
    const problems = watchConsole(page);
    await signIn(page.context());
    await page.goto('/admin');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'View all vehicles' }).click();
    await expect(page).toHaveURL(/\/admin\/cars$/);
    await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Inventory' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('inventory-count')).toHaveText(
      `Showing 1–25 of ${SYNTHETIC_CARS} vehicles`,
    );
    await expect(rows(page)).toHaveCount(25);
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/\/admin\/cars\?page=2$/);
    await expect(page.getByTestId('inventory-count')).toHaveText(
      `Showing 26–50 of ${SYNTHETIC_CARS} vehicles`,
    );
    expect(problems).toEqual([]);
  });

  test('staff find a car by a fragment of its VIN, in any letter case', async ({ page }) => {
    const problems = watchConsole(page);
    await signIn(page.context());
    // A car from the middle of the list (the fourth page).
    const listed = (await (
      await page.request.get('/api/admin/cars?page=4&pageSize=25')
    ).json()) as AdminCar[];
    const wanted = listed[7]!;
    const fragment = wanted.vin!.slice(-8).toLowerCase();

    await openDesk(page);
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });
    await search.fill(fragment);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?q=${fragment}$`));
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByTestId('inventory-count')).toHaveText('1 vehicle');
    const row = rows(page).first();
    await expect(row).toContainText(wanted.vin!);
    await expect(row).toContainText(wanted.stockNumber);
    await expect(row).toContainText(`${wanted.year} ${wanted.make} ${wanted.model}`);

    // The search is the page's address: a reload keeps it.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue(
      fragment,
    );
    await expect(rows(page)).toHaveCount(1);

    // A search nothing matches says so.
    await openDesk(page, '?q=zzzz9');
    await expect(page.getByText('No vehicles match your search.')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('three chosen cars are marked sold in one action, and only they change', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await signIn(page.context());
    const before = await allStatuses(page);
    expect(before.size).toBe(SYNTHETIC_CARS);
    const shopBefore = await shopTotal(page);

    await openDesk(page, '?status=available');
    const chosen = (await (
      await page.request.get('/api/admin/cars?status=available&pageSize=3')
    ).json()) as AdminCar[];
    expect(chosen).toHaveLength(3);
    const bulkPosts: unknown[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/admin/cars/bulk')) {
        bulkPosts.push(req.postDataJSON());
      }
    });

    for (const car of chosen) {
      await page
        .getByRole('checkbox', {
          name: `Select ${car.year} ${car.make} ${car.model} ${car.stockNumber}`,
        })
        .check();
    }
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar.getByText('3 selected')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '3 selected' })).toHaveCount(1);
    await expect(
      page.getByRole('checkbox', { name: /^Select all 25 cars on this page$/ }),
    ).not.toBeChecked();

    await bar.getByRole('button', { name: 'Mark Sold' }).click();
    await expectToast(page, 'Success', '3 cars marked sold');
    await expect(bar).toHaveCount(0);
    expect(bulkPosts).toEqual([{ ids: chosen.map((car) => car.id), action: 'mark-sold' }]);
    // The list is read again: sold cars leave the "available" list.
    for (const car of chosen) {
      await expect(table(page)).not.toContainText(car.stockNumber);
    }

    const after = await allStatuses(page);
    const changed = [...after].filter(([id, status]) => before.get(id) !== status);
    expect(changed.sort()).toEqual(chosen.map((car) => [car.id, 'sold'] as const).sort());

    // The shop drops them at once (docs/product.md#bc-advertising); their own pages say sold.
    expect(await shopTotal(page)).toBe(shopBefore - chosen.length);
    await page.goto(`/cars/${chosen[0]!.id}`);
    await expect(page.getByText('Sold', { exact: true }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the row menu works from the keyboard, asks before a delete, and duplicates a car without its VIN, stock number and photos', async ({
    page,
  }) => {
    await signIn(page.context());
    await openDesk(page);
    const first = (await (
      await page.request.get('/api/admin/cars?pageSize=1')
    ).json()) as AdminCar[];
    const car = first[0]!;
    const name = `${car.year} ${car.make} ${car.model} ${car.stockNumber}`;
    const menuButton = page.getByRole('button', { name: `More actions for ${name}` });

    // Enter opens the menu on its first item; Escape closes it and focus goes back.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Delete…' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    // Delete asks first; Cancel keeps the car and brings focus back to the menu button.
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete vehicle' });
    await expect(dialog).toContainText(
      `Are you sure you want to delete this ${car.year} ${car.make} ${car.model}?`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    expect((await page.request.get(`/api/cars/${car.id}`)).status()).toBe(200);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Duplicate as New Car' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/cars/new\\?copy=${car.id}$`));
    await expect(page.getByRole('heading', { name: 'Add New Vehicle', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Model')).toHaveValue(car.model);
    await expect(page.getByLabel('Make')).toHaveValue(car.make);
    await expect(page.getByLabel('VIN', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Stock Number')).toHaveValue('');
    await expect(
      page.getByText('No photos yet. Upload some above or add one by URL.'),
    ).toBeVisible();
  });

  test('axe finds no violation on the desk at 1280×800 and 390×844, with cars chosen', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signIn(page.context());
    await openDesk(page);
    await expectNoAxeViolations(page);
    await rows(page).first().getByRole('checkbox').check();
    await expect(page.getByRole('region', { name: 'Bulk actions' })).toBeVisible();
    await expectNoAxeViolations(page);

    const phone = await browser.newContext({ ...PHONE, baseURL });
    try {
      await signIn(phone);
      const mobile = await phone.newPage();
      await openDesk(mobile);
      // No sideways scrolling on a phone: the rows are cards.
      const overflow = await mobile.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await expectNoAxeViolations(mobile);
      await mobile.getByRole('button', { name: 'Filters' }).click();
      await expect(mobile.getByLabel('Status')).toBeVisible();
      await rows(mobile).nth(1).getByRole('checkbox').check();
      const bar = mobile.getByRole('region', { name: 'Bulk actions' });
      await expect(bar).toBeVisible();
      // The bar stays at the bottom of the screen.
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeCloseTo(844, -1);
      await expectNoAxeViolations(mobile);
    } finally {
      await phone.close();
    }
  });
});
