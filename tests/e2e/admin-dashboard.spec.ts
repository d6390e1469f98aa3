import { signInThroughApi } from './support/admin';
import { uniqueTag } from '../factories';
import { watchConsole } from './support/console-problems';
import { addCar, sendAppraisal, sendContact } from './support/data';
import { PHONE } from './support/phone';
import { expect, test } from './support/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
      await expect(row.getByRole('button', { name: /^Mark as Sold: / })).toHaveCount(
        status === 'Available' ? 1 : 0,
      );
      await expect(row.getByRole('button', { name: /^Mark as Available: / })).toHaveCount(
        status === 'Sold' ? 1 : 0,
      );
      // WCAG 2.5.3 (label in name): each action's accessible name starts with the text it
      // shows, followed by the car it acts on.
      const car = (await row.locator('td').first().locator('p').first().innerText()).trim();
      for (const action of await row.locator('td').last().locator('a, button').all()) {
        const visible = (await action.innerText()).trim();
        expect(visible.length).toBeGreaterThan(0);
        await expect(action).toHaveAccessibleName(new RegExp(`^${escapeRegExp(visible)}:? `));
        await expect(action).toHaveAccessibleName(new RegExp(`${escapeRegExp(car)}$`));
      }
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

  test('a pending car offers neither Mark as Sold nor Mark as Available, only Edit and Delete', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const model = `Pending ${uniqueTag()}`;
    const { id } = await addCar(page.request, {
      year: 2021,
      make: 'Mazda',
      model,
      status: 'pending',
    });
    try {
      await page.goto('/admin');
      // The newest car, so it is among the five rows.
      const row = page
        .getByRole('table', { name: 'Recent Inventory' })
        .locator('tbody tr')
        .filter({ hasText: `2021 Mazda ${model}` });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Pending', { exact: true })).toBeVisible();
      await expect(row.getByRole('link', { name: `Edit 2021 Mazda ${model}` })).toBeVisible();
      await expect(row.getByRole('button', { name: `Delete 2021 Mazda ${model}` })).toBeVisible();
      await expect(row.getByRole('button', { name: /^Mark as/ })).toHaveCount(0);
      await expect(row.getByText(/Mark as/)).toHaveCount(0);
    } finally {
      expect((await page.request.delete(`/api/cars/${id}`)).status()).toBe(204);
    }
  });

  test("'new' contact messages and appraisal requests are highlighted, handled ones are not", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const contact = (lastName: string) =>
      sendContact(request, { firstName: 'Highlight', lastName });
    const appraisal = (model: string) =>
      sendAppraisal(request, { make: 'Honda', model, year: 2016 });
    const newContact = `New${tag}`;
    const handledContact = `Handled${tag}`;
    const newAppraisal = `New${tag}`;
    const handledAppraisal = `Handled${tag}`;
    await contact(newContact);
    const handled = await contact(handledContact);
    await appraisal(newAppraisal);
    const handledApp = await appraisal(handledAppraisal);

    await signInThroughApi(page);
    for (const [path, { id }] of [
      ['/api/contacts', handled],
      ['/api/appraisals', handledApp],
    ] as const) {
      const moved = await page.request.patch(`${path}/${id}`, { data: { status: 'contacted' } });
      expect(moved.status()).toBe(200);
    }

    await page.goto('/admin');
    const background = (row: ReturnType<typeof page.locator>) =>
      row.evaluate((el) => getComputedStyle(el).backgroundColor);
    for (const [table, fresh, done] of [
      ['Recent Contact Messages', `Highlight ${newContact}`, `Highlight ${handledContact}`],
      [
        'Recent Vehicle Appraisal Requests',
        `2016 Honda ${newAppraisal}`,
        `2016 Honda ${handledAppraisal}`,
      ],
    ] as const) {
      const rows = page.locator(`table[aria-label="${table}"] tbody tr`);
      const freshRow = rows.filter({ hasText: fresh });
      const doneRow = rows.filter({ hasText: done });
      await expect(freshRow.getByText('New', { exact: true })).toBeVisible();
      await expect(freshRow).toHaveAttribute('data-highlighted', 'true');
      await expect(doneRow.getByText('Contacted', { exact: true })).toBeVisible();
      await expect(doneRow).not.toHaveAttribute('data-highlighted');
      expect(await background(freshRow), table).not.toBe(await background(doneRow));
    }
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
