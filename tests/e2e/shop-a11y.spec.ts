import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/console-problems';
import { expect, test } from './support/test';

async function firstCarId(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/cars')).json()) as { id: number }[])[0]!.id;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

test.describe('[PUBLIC][SHOP] accessibility and layout', () => {
  test('axe finds no violation on the home, inventory, vehicle and 404 pages', async ({ page }) => {
    // Six full axe scans: more than the default 30 s when the machine is busy.
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    const id = await firstCarId(page);
    for (const path of ['/', '/inventory', `/cars/${id}`, '/cars/999999', '/no-such-page']) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    }
    // The test-drive dialog, open.
    await page.goto(`/cars/${id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('First Name')).toBeVisible();
    await expectNoAxeViolations(page);
    // 404 pages log the failed document request; nothing else may appear.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });

  test('no page scrolls sideways at 360 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const id = await firstCarId(page);
    for (const path of ['/', '/inventory', `/cars/${id}`, '/cars/999999', '/no-such-page']) {
      await page.goto(path);
      await waitForHydration(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
    await context.close();
  });

  test('the inventory and a vehicle page work with the keyboard alone', async ({ page }) => {
    await page.goto('/inventory');
    await waitForHydration(page);
    // Skip link, then into the filters.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    const make = page.getByRole('search', { name: 'Search filters' }).getByLabel('Make');
    for (let i = 0; i < 5 && !(await make.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(make).toBeFocused();
    const firstCar = page.locator('main article h3 a').first();
    await firstCar.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cars\/\d+$/);
    const trigger = page.getByRole('button', { name: 'Schedule Test Drive' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });
});
