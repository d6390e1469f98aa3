import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as requestFactory, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './support/console-problems';
import { addCar } from './support/data';
import { startServer, type ServerProcess } from './support/server-process';
import { expect, test } from './support/test';

// The home page and the blog of a dealership with no demo data (SEED=false), on a server of its
// own so the demo cars and posts of the worker's server are neither needed nor disturbed: the
// empty texts of docs/product.md#page-messages, then Featured Vehicles as a grid for up to 3 cars
// and a carousel past that.

const ADMIN = { username: 'admin', password: 'empty-store-password-123' };

let server: ServerProcess;
let dataDir: string;
let admin: APIRequestContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-empty-'));
  server = await startServer({
    DATA_DIR: dataDir,
    SEED: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    NODE_ENV: 'production',
    LOCAL_RUN: 'true',
    SESSION_SECRET: 'empty-store-session-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
  });
  admin = await requestFactory.newContext({ baseURL: server.url });
  expect((await admin.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
});

test.afterAll(async () => {
  await admin?.dispose();
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const featuredSection = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Featured Vehicles' }) });

const addFeaturedCar = (model: string) => addCar(admin, { model, featured: true });

test.describe('[PUBLIC][SHOP] a store with no demo data', () => {
  test('with no cars and no posts, the home page and /blog say so', async ({ page }) => {
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const featured = featuredSection(page);
    await expect(featured.getByText('No featured vehicles available at this time.')).toBeVisible();
    await expect(featured.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Featured vehicles' })).toHaveCount(0);
    const homeBlog = page.locator('section', {
      has: page.getByRole('heading', { name: 'Latest From Our Blog' }),
    });
    await expect(homeBlog.getByText('No blog posts available yet.')).toBeVisible();

    const response = await page.goto(`${server.url}/blog`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('No blog posts available yet.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  });

  test('three featured cars show as a grid; a fourth turns it into a carousel', async ({
    page,
  }) => {
    for (const model of ['Grid One', 'Grid Two', 'Grid Three']) await addFeaturedCar(model);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const featured = featuredSection(page);
    await expect(featured.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Featured vehicles' })).toHaveCount(0);
    // No arrows, dots or pause (each card's own favourite button aside).
    await expect(featured.locator('button:not(article *)')).toHaveCount(0);
    await expect(featured.getByText('No featured vehicles available at this time.')).toHaveCount(0);
    // Laid out side by side on a desktop: one row of three.
    const tops = await featured
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    await addFeaturedCar('Carousel Four');
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: 'Featured vehicles' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('article')).toHaveCount(4);
    await expect(carousel.getByRole('button', { name: 'Next vehicles' })).toBeVisible();
  });
});
