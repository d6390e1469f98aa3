import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  request as requestFactory,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { waitForHydration } from './support/console-problems';
import { addCar } from './support/data';
import { PHONE } from './support/phone';
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

/**
 * The carousel's slides on screen (their content inside the viewport's clip, not their empty left
 * gutter) by label, "(empty)" after one without a card drawn. Mid-move more show than a page.
 */
const slidesOnScreen = (carousel: Locator) =>
  carousel.evaluate((region) => {
    const viewport = region.firstElementChild as HTMLElement;
    const box = viewport.getBoundingClientRect();
    const style = getComputedStyle(viewport);
    const left = box.left + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.paddingRight);
    return [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .filter((slide) => {
        const slideBox = slide.getBoundingClientRect();
        const contentLeft = slideBox.left + parseFloat(getComputedStyle(slide).paddingLeft);
        return contentLeft < right - 1 && slideBox.right > left + 1;
      })
      .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
      .map(
        (slide) =>
          `${slide.getAttribute('aria-label')}${slide.querySelector('article') ? '' : ' (empty)'}`,
      );
  });

/** The labels of slides `first` to `last` of 24. */
const slideLabels = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => `${first + index} of 24`);

/** The slide (its label, e.g. "7 of 24") holding the focused element, or null. */
const focusedSlide = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement
        ?.closest('[aria-roledescription="slide"]')
        ?.getAttribute('aria-label') ?? null,
  );

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

  test('of 24 featured cars the page draws those near the screen; every page reached shows its cards', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    for (let number = 5; number <= 24; number++) await addFeaturedCar(`Featured ${number}`);
    // The server's HTML: 24 slides, cards in the first two pages of a desktop and the last one
    // (a looping carousel's "previous").
    const html = await (await page.request.get(`${server.url}/`)).text();
    expect(html.match(/aria-label="\d+ of 24"/g)).toHaveLength(24);
    expect(html.match(/<article/g)).toHaveLength(9);

    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: 'Featured vehicles' });
    // Auto-advance stopped with the carousel's own button: the test moves it.
    const pause = carousel.getByRole('button', { name: 'Pause featured vehicles' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-ready', 'true');
    await pause.click();
    const dots = carousel.getByRole('button', { name: /^Show page \d+ of featured vehicles$/ });
    await expect(dots).toHaveCount(8);
    const next = carousel.getByRole('button', { name: 'Next vehicles' });
    for (let pageNumber = 1; pageNumber <= 8; pageNumber++) {
      await expect(carousel.locator('button[aria-current="true"]')).toHaveAccessibleName(
        `Show page ${pageNumber} of featured vehicles`,
      );
      await expect
        .poll(() => slidesOnScreen(carousel))
        .toEqual(slideLabels(3 * pageNumber - 2, 3 * pageNumber));
      await next.click();
    }
    await expect(carousel.getByRole('article')).toHaveCount(24);
    // A jump by a dot finds its cards drawn too.
    await page.reload();
    await waitForHydration(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-ready', 'true');
    await pause.click();
    await dots.nth(4).click();
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAccessibleName(
      'Show page 5 of featured vehicles',
    );
    await expect.poll(() => slidesOnScreen(carousel)).toEqual(slideLabels(13, 15));

    // Tab moves through the cards in order: reaching a slide draws the next ones.
    await page.reload();
    await waitForHydration(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-ready', 'true');
    await pause.click();
    await carousel.getByRole('group', { name: '5 of 24' }).getByRole('link').first().focus();
    const visited = [(await focusedSlide(page)) ?? ''];
    for (let press = 0; press < 40 && !visited.includes('8 of 24'); press++) {
      await page.keyboard.press('Tab');
      const slide = await focusedSlide(page);
      if (slide && visited.at(-1) !== slide) visited.push(slide);
    }
    expect(visited.slice(0, 4)).toEqual(['5 of 24', '6 of 24', '7 of 24', '8 of 24']);

    // A phone, one card per page: "previous" from the first shows the last, then onwards.
    const phone = await browser.newContext(PHONE);
    const phonePage = await phone.newPage();
    await phonePage.goto(`${server.url}/`);
    await waitForHydration(phonePage);
    const phoneCarousel = phonePage.getByRole('region', { name: 'Featured vehicles' });
    await phoneCarousel.scrollIntoViewIfNeeded();
    await expect(phoneCarousel).toHaveAttribute('data-ready', 'true');
    await phoneCarousel.getByRole('button', { name: 'Pause featured vehicles' }).click();
    await phoneCarousel.getByRole('button', { name: 'Previous vehicles' }).click();
    // 24 dots would run off the screen: it says where it is instead.
    await expect(phoneCarousel.getByRole('button', { name: /^Show page/ })).toHaveCount(0);
    await expect(phoneCarousel.getByText('Page 24 of 24')).toHaveCount(1);
    await expect.poll(() => slidesOnScreen(phoneCarousel)).toEqual(['24 of 24']);
    for (const pageNumber of [1, 2, 3, 4]) {
      await phoneCarousel.getByRole('button', { name: 'Next vehicles' }).click();
      await expect(phoneCarousel.getByText(`Page ${pageNumber} of 24`)).toHaveCount(1);
      await expect
        .poll(() => slidesOnScreen(phoneCarousel))
        .toEqual(slideLabels(pageNumber, pageNumber));
    }
    // Nothing runs off the side of the page.
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await phone.close();
  });
});
