import { expect, test } from '@playwright/test';
import { signInThroughApi } from './support/admin';
import { watchConsole } from './support/console-problems';
import { PHONE } from './support/phone';

/** Each table and the API list it shows the newest rows of. */
const TABLES = [
  ['Recent Inventory', '/api/cars'],
  ['Recent Leads', '/api/leads'],
  ['Recent Blog Posts', '/api/blog'],
  ['Recent Contact Messages', '/api/contacts'],
  ['Recent Vehicle Appraisal Requests', '/api/appraisals'],
] as const;

test.describe('[ADMIN][DASHBOARD] counts and recent rows', () => {
  test('the four stat cards show the database counts and each table the 5 newest rows', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await signInThroughApi(page);
    const stats = await (await page.request.get('/api/admin/stats')).json();
    await page.goto('/admin');
    const cards = page.getByTestId('stat-card');
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0)).toHaveText(`Total Inventory${stats.totalInventory}`);
    await expect(cards.nth(1)).toHaveText(`Available Cars${stats.availableCars}`);
    await expect(cards.nth(2)).toHaveText(`New Leads${stats.newLeads}`);
    await expect(cards.nth(3)).toHaveText(`Blog Posts${stats.publishedPosts}`);
    // Blog Posts counts published posts only.
    const allPosts = await page.request.get('/api/blog?pageSize=100');
    const posts = (await allPosts.json()) as { published: boolean }[];
    expect(stats.publishedPosts).toBe(posts.filter((post) => post.published).length);

    for (const [name, api] of TABLES) {
      const total = Number((await page.request.get(api)).headers()['x-total-count']);
      expect(total, api).toBeGreaterThan(0);
      const table = page.getByRole('table', { name });
      await expect(table.locator('tbody tr'), name).toHaveCount(Math.min(total, 5));
    }
    // Newest first: the first inventory row is the newest car.
    const newest = (await (await page.request.get('/api/cars?pageSize=1')).json())[0];
    await expect(
      page.getByRole('table', { name: 'Recent Inventory' }).locator('tbody tr').first(),
    ).toContainText(`${newest.year} ${newest.make} ${newest.model}`);

    // 'new' requests stand out.
    const leads = page.getByRole('table', { name: 'Recent Leads' }).locator('tbody tr');
    const firstNew = leads.filter({ hasText: 'New' }).first();
    await expect(firstNew).toHaveAttribute('data-highlighted', 'true');
    const background = (row: typeof firstNew) =>
      row.evaluate((el) => getComputedStyle(el).backgroundColor);
    const other = page.locator('table[aria-label="Recent Inventory"] tbody tr').first();
    expect(await background(firstNew)).not.toBe(await background(other));

    // Per car: Edit; Mark as Sold only for available cars, Mark as Available only for sold ones.
    const carRows = page.getByRole('table', { name: 'Recent Inventory' }).locator('tbody tr');
    for (const row of await carRows.all()) {
      const status = (await row.locator('td').nth(3).innerText()).trim();
      await expect(row.getByRole('link', { name: /^Edit / })).toBeVisible();
      await expect(row.getByRole('button', { name: /^Delete / })).toBeVisible();
      await expect(row.getByRole('button', { name: /as sold$/ })).toHaveCount(
        status === 'Available' ? 1 : 0,
      );
      await expect(row.getByRole('button', { name: /as available$/ })).toHaveCount(
        status === 'Sold' ? 1 : 0,
      );
    }
    await expect(page.getByRole('link', { name: 'Add Vehicle' })).toHaveAttribute(
      'href',
      '/admin/cars/new',
    );
    await expect(page.getByRole('link', { name: 'Add Blog Post' })).toHaveAttribute(
      'href',
      '/admin/blog/new',
    );
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('on a phone the tables become cards that fit the screen', async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await signInThroughApi(page);
    await page.goto('/admin');
    const table = page.getByRole('table', { name: 'Recent Inventory' });
    await expect(table.locator('thead')).toHaveCSS('position', 'absolute'); // sr-only
    await expect(table.locator('tbody tr').first()).toHaveCSS('display', 'grid');
    // Nothing wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});
