import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { signInThroughApi } from './support/admin';
import { expect, test } from './support/test';

// Screenshots for review (under /tmp/shots-admin) at the two sizes of the brief; each page must
// fit the screen without sideways scrolling.
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? '/tmp/shots-admin';
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

async function firstCarId(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/cars?pageSize=1')).json()) as { id: number }[])[0]!
    .id;
}

const PAGES: { name: string; path: (page: Page) => Promise<string>; heading: string }[] = [
  { name: 'dashboard', path: async () => '/admin', heading: 'Admin Dashboard' },
  { name: 'inventory', path: async () => '/admin/cars', heading: 'Inventory' },
  { name: 'car-new', path: async () => '/admin/cars/new', heading: 'Add New Vehicle' },
  { name: 'blog-new', path: async () => '/admin/blog/new', heading: 'Add New Blog Post' },
  {
    name: 'blog-edit',
    path: async (page) =>
      `/admin/blog/${((await (await page.request.get('/api/blog?pageSize=1')).json()) as { id: number }[])[0]!.id}/edit`,
    heading: 'Edit Blog Post',
  },
  { name: 'leads', path: async () => '/admin/leads', heading: 'Leads' },
  { name: 'contacts', path: async () => '/admin/contacts', heading: 'Contact Messages' },
  { name: 'appraisals', path: async () => '/admin/appraisals', heading: 'Appraisal Requests' },
  { name: 'account', path: async () => '/admin/account', heading: 'Your account' },
  { name: 'staff', path: async () => '/admin/staff', heading: 'Staff' },
  { name: 'audit', path: async () => '/admin/audit', heading: 'Audit log' },
  { name: 'blog-list', path: async () => '/admin/blog', heading: 'Blog Posts' },
  {
    name: 'car-edit',
    path: async (page) => `/admin/cars/${await firstCarId(page)}/edit`,
    heading: 'Edit Vehicle',
  },
];

test.describe('[ADMIN][SCREENS] admin pages at 1280×800 and 390×844', () => {
  for (const size of SIZES) {
    test(`screenshots at ${size.name} size, no sideways scrolling`, async ({ browser }) => {
      // Thirteen pages, each loaded, settled and captured whole: more than the default 30 s is for.
      test.setTimeout(180_000);
      mkdirSync(SHOTS, { recursive: true });
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
        isMobile: size.name === 'phone',
      });
      const page = await context.newPage();
      await signInThroughApi(page);
      for (const target of PAGES) {
        await page.goto(await target.path(page));
        await expect(page.getByRole('heading', { name: target.heading, level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, target.name).toBe(0);
        await page.screenshot({ path: `${SHOTS}/${target.name}-${size.name}.png`, fullPage: true });
      }
      await context.close();
    });
  }

  // One test a page, so a slow machine gives each page its own time.
  const axeCheck = async (page: Page, name: string) => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
      name,
    ).toEqual([]);
  };

  test('axe finds no WCAG 2.2 AA violation on the login page', async ({ page }) => {
    await page.goto('/admin/login');
    await page.waitForLoadState('networkidle');
    await axeCheck(page, 'login');
  });

  for (const target of PAGES) {
    test(`axe finds no WCAG 2.2 AA violation on ${target.name}`, async ({ page }) => {
      test.setTimeout(60_000);
      await signInThroughApi(page);
      await page.goto(await target.path(page));
      await expect(page.getByRole('heading', { name: target.heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await axeCheck(page, target.name);
    });
  }
});
