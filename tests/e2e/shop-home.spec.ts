import { type Browser, type Page } from '@playwright/test';
import {
  isElementHydrated,
  waitForHydration,
  watchConsole,
  waitForElementHydration,
} from './support/console-problems';
import { openPhonePage } from './support/phone';
import { expect, test } from './support/test';

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const currentDot = (region: ReturnType<typeof hero>) =>
  region.locator('button[aria-current="true"]');

/**
 * Other tests on this worker may have added cars and articles whose photos are on hosts that
 * don't exist here (DNS errors in the console): they get a blank image instead.
 */
async function blankForeignImages(page: Page) {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) =>
      route.fulfill({
        contentType: 'image/gif',
        body: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      }),
  );
}

/** A phone's page watched for console problems, foreign photos blanked. */
async function openPhone(browser: Browser) {
  const opened = await openPhonePage(browser);
  await blankForeignImages(opened.page);
  return opened;
}

/** Time moves only by page.clock.runFor, so a busy machine cannot advance a carousel early. */
async function freezeClock(page: Page) {
  const start = new Date('2030-01-07T10:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

test.describe('[PUBLIC][SHOP] home page', () => {
  test('the quick search goes to /inventory with only the chosen filters', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    const quick = page.getByRole('search', { name: 'Quick vehicle search' });
    await expect(quick.getByLabel('Year').locator('option')).toHaveText([
      'Any Year',
      '2024',
      '2023',
      '2022',
      '2021',
    ]);
    await expect(quick.getByLabel('Max Price').locator('option')).toHaveText([
      'Max Price',
      'Under $15,000',
      '$15,000 - $25,000',
      '$25,000 - $35,000',
      '$35,000 - $50,000',
    ]);
    await quick.getByLabel('Make').selectOption('Toyota');
    await quick.getByLabel('Max Price').selectOption({ label: '$25,000 - $35,000' });
    await quick.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/inventory\?make=Toyota&minPrice=25000\.01&maxPrice=35000$/);
    const total = Number(
      (await page.request.get('/api/cars?make=Toyota&minPrice=25000.01&maxPrice=35000')).headers()[
        'x-total-count'
      ],
    );
    await expect(page.getByTestId('result-count')).toHaveText(`Showing ${total} vehicles`);
    for (const title of await page.locator('main article h3').allInnerTexts()) {
      expect(title).toMatch(/^\d{4} Toyota /);
    }
    expect(problems).toEqual([]);
  });

  test('the hero carousel advances every 5 s, pauses on hover and with its button', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const region = hero(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region).toHaveAttribute('data-ready', 'true');
    await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expect(currentDot(region)).toHaveAccessibleName('Go to slide 1');
    await expect(region.getByRole('link', { name: 'Browse Inventory' })).toHaveAttribute(
      'href',
      '/inventory',
    );
    await expect(region.getByRole('link', { name: 'Schedule Test Drive' })).toHaveAttribute(
      'href',
      '/contact',
    );

    // Keep the pointer away from the carousel, then let 5 seconds pass.
    await page.mouse.move(5, 790);
    await page.clock.runFor(5200);
    await expect(currentDot(region)).toHaveAccessibleName('Go to slide 2');
    // The page keeps its one h1 whichever slide shows (the others are inert).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Forecourt Motors: used cars in Richmond, BC',
    );
    await expect(
      region.getByRole('heading', { level: 2, name: 'Financing That Fits Your Budget' }),
    ).toBeVisible();

    // Hovering pauses it.
    await region.hover();
    await page.clock.runFor(11000);
    await expect(currentDot(region)).toHaveAccessibleName('Go to slide 2');
    await page.mouse.move(5, 790);

    // The pause button stops it for good; arrows still work and it loops.
    await region.getByRole('button', { name: 'Pause slide show' }).click();
    await page.mouse.move(5, 790);
    await page.locator('footer').first().focus();
    await page.clock.runFor(11000);
    await expect(currentDot(region)).toHaveAccessibleName('Go to slide 2');
    await region.getByRole('button', { name: 'Next slide' }).first().click();
    await region.getByRole('button', { name: 'Next slide' }).first().click();
    await expect(currentDot(region)).toHaveAccessibleName('Go to slide 1');
    await region.getByRole('button', { name: 'Previous slide' }).first().click();
    await expect(currentDot(region)).toHaveAccessibleName('Go to slide 3');
    await expect(region.getByRole('button', { name: 'Play slide show' })).toBeVisible();
  });

  test('the hero stays still while a control inside it has keyboard focus, and moves on after', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const region = hero(page);
    await expect(region).toHaveAttribute('data-ready', 'true');
    await page.mouse.move(5, 790);
    await expect(currentDot(region)).toHaveAccessibleName('Go to slide 1');
    // Tab from the top of the page until focus is inside the hero.
    await page.locator('body').focus();
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press('Tab');
      if (await region.evaluate((el) => el.contains(document.activeElement))) break;
    }
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Two 5 s periods: unpaused, it would be on slide 3.
    await page.clock.runFor(11000);
    await expect(currentDot(region)).toHaveAccessibleName('Go to slide 1');

    // Focus leaves: the 5 s rhythm resumes.
    await page.getByRole('link', { name: 'View All Inventory' }).focus();
    await page.clock.runFor(5200);
    await expect(currentDot(region)).toHaveAccessibleName('Go to slide 2');
  });

  test('the featured carousel moves to the next page of cars after 5 s', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const featured = page.getByRole('region', { name: 'Featured vehicles' });
    await expect(featured).toHaveAttribute('aria-roledescription', 'carousel');
    // Embla and its autoplay load after hydration; the fake clock only counts once they have.
    await expect(featured).toHaveAttribute('data-ready', 'true');
    await page.mouse.move(5, 790);
    await expect(currentDot(featured)).toHaveAccessibleName('Show page 1 of featured vehicles');
    await page.clock.runFor(4000);
    await expect(currentDot(featured)).toHaveAccessibleName('Show page 1 of featured vehicles');
    await page.clock.runFor(1200);
    await expect(currentDot(featured)).toHaveAccessibleName('Show page 2 of featured vehicles');
  });

  test('a press on the featured carousel before its code has run is carried out once it has', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await blankForeignImages(page);
    // Time stands still (no auto-advance) at today's date, so the cards' "days in stock" read as
    // the server wrote them.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    const requested: string[] = [];
    await page.route(/\/assets\/featured-vehicles-[\w-]{8}\.js$/, async (route) => {
      requested.push(route.request().url());
      await codeHeld;
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    const featured = page.getByRole('region', { name: 'Featured vehicles' });
    await expect.poll(() => requested.length).toBe(1);
    // The page is live, the carousel still the server's HTML: React alone would drop this press.
    const next = featured.getByRole('button', { name: 'Next vehicles' });
    await next.click();
    releaseCode();
    await waitForElementHydration(next);
    await expect(featured).toHaveAttribute('data-ready', 'true');
    // Half a second of the frozen clock for embla to take the move (autoplay needs 5 s).
    await page.clock.runFor(500);
    await expect(currentDot(featured)).toHaveAccessibleName('Show page 2 of featured vehicles');
    expect(problems).toEqual([]);
  });

  test('under reduced motion the hero does not move on its own', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await page.mouse.move(5, 790);
    await page.clock.runFor(11000);
    await expect(currentDot(hero(page))).toHaveAccessibleName('Go to slide 1');
    await expect(hero(page).getByRole('button', { name: 'Play slide show' })).toBeVisible();
  });

  test('featured vehicles, testimonials, articles and the contact block', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    const featuredCount = ((await (await page.request.get('/api/cars/featured')).json()) as [])
      .length;
    expect(featuredCount).toBeGreaterThan(3);
    const featured = page.getByRole('region', { name: 'Featured vehicles' });
    await expect(featured).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(featured.getByRole('article')).toHaveCount(featuredCount);
    // Three cars per page on a desktop.
    await expect(featured.getByRole('button', { name: /^Show page \d+ of featured/ })).toHaveCount(
      Math.ceil(featuredCount / 3),
    );
    await featured.getByRole('button', { name: 'Pause featured vehicles' }).click();
    await featured.getByRole('button', { name: 'Next vehicles' }).click();
    await expect(currentDot(featured)).toHaveAccessibleName('Show page 2 of featured vehicles');
    await expect(page.getByRole('link', { name: 'View All Inventory' })).toHaveAttribute(
      'href',
      '/inventory',
    );

    await expect(page.getByText('4.9/5')).toBeVisible();
    await expect(page.getByText('from 127 reviews')).toBeVisible();
    await expect(page.locator('figure blockquote')).toHaveCount(3);

    const blog = page.locator('section', {
      has: page.getByRole('heading', { name: 'Latest From Our Blog' }),
    });
    await expect(blog.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'View All Articles' })).toHaveAttribute(
      'href',
      '/blog',
    );

    const contact = page.locator('section', {
      has: page.getByRole('heading', { name: 'Get in Touch' }),
    });
    await expect(contact.getByText('8100 No. 3 Road, Richmond, BC V6Y 2C4')).toBeVisible();
    await expect(contact.getByRole('link', { name: '(604) 555-0123' })).toBeVisible();
    await expect(contact.getByRole('link', { name: 'sales@forecourtmotors.ca' })).toBeVisible();
    await expect(contact.getByText('Monday - Friday')).toBeVisible();
    await expect(contact.getByText('12PM - 5PM')).toBeVisible();
    await expect(page.getByText('Mon-Sat 9AM-7PM')).toHaveCount(0);
    await expect(contact.getByRole('button', { name: 'Send Message' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the message form's code loads when a visitor scrolls to it, and keeps what they typed before", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const formCode: string[] = [];
    let releaseFormCode = () => {};
    const formCodeHeld = new Promise<void>((resolve) => (releaseFormCode = resolve));
    // Its code arrives only once released, so the visitor surely types into the server's HTML.
    await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
      formCode.push(route.request().url());
      await formCodeHeld;
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(formCode).toEqual([]);

    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First Name').fill('Early');
    await form.getByLabel('Last Name').fill('Typist');
    await expect.poll(() => formCode.length).toBe(1);
    releaseFormCode();
    await waitForElementHydration(form);
    await expect(form.getByLabel('First Name')).toHaveValue('Early');
    await expect(form.getByLabel('Last Name')).toHaveValue('Typist');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The form's own checks ran, on what was typed before it hydrated.
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('First name is required')).toHaveCount(0);
    await expect(form.getByText('Last name is required')).toHaveCount(0);
    expect(page.url()).toMatch(/\/$/);
    expect(problems).toEqual([]);
  });

  test('the sections still waiting for the visitor stay on screen when the page reloads its data', async ({
    browser,
  }) => {
    const { context, page, problems } = await openPhone(browser);
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const featured = page.getByRole('region', { name: 'Featured vehicles' });
    const reasons = page.getByRole('region', { name: /^Why Choose/ });
    const blog = page.getByRole('region', { name: 'Latest From Our Blog' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(featured).not.toHaveAttribute('data-ready', 'true');
    expect(await isElementHydrated(reasons.getByRole('listitem').first())).toBe(false);
    const cars = await featured.getByRole('article').count();
    expect(cars).toBeGreaterThan(3);
    // The logo, on the home page: a navigation to the same page, which reloads its data. The
    // sections below still hold the server's HTML; React renders them afresh, and at once.
    const reloaded = page.waitForResponse((response) => response.url().includes('.data'));
    await page.getByRole('banner').locator('a[href="/"]').first().click();
    await reloaded;
    await page.waitForLoadState('networkidle');
    await expect(featured.getByRole('article')).toHaveCount(cars);
    await expect(reasons.getByRole('listitem')).toHaveCount(6);
    await expect(blog.getByRole('article')).toHaveCount(3);
    await expect(form.getByLabel('First Name')).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('on a phone everything below the quick search hydrates as it nears the screen, its server HTML working until then', async ({
    browser,
  }) => {
    const { context, page, problems } = await openPhone(browser);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const name =
        /\/assets\/((?:featured-vehicles|home-sections|latest-posts)-[\w-]{8})\.js$/.exec(
          request.url(),
        )?.[1];
      if (name) fetched.push(name.slice(0, -9));
    });
    // None is among the scripts the page's HTML names (the hero's carousel is)...
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/\/assets\/carousel-[\w-]{8}\.js/);
    expect(html).not.toMatch(/featured-vehicles-|home-sections-|latest-posts-/);
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // ...nor fetched while the visitor stays on the first screen: the featured cars start below
    // it, and their server HTML (cards, links, arrows) is all there.
    expect(fetched).toEqual([]);
    const featured = page.getByRole('region', { name: 'Featured vehicles' });
    await expect(featured.getByRole('article').first()).toBeAttached();
    await expect(featured).not.toHaveAttribute('data-ready', 'true');
    // Scrolled to, the featured cars load and run (why choose us, next below, may come with
    // them)...
    await featured.scrollIntoViewIfNeeded();
    await expect(featured).toHaveAttribute('data-ready', 'true');
    expect(fetched).toContain('featured-vehicles');
    const reasons = page.getByRole('region', { name: /^Why Choose/ });
    await reasons.scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.toSorted()).toEqual(['featured-vehicles', 'home-sections']);
    await waitForElementHydration(reasons.getByRole('listitem').first());
    // ...and the articles, far down, only as they are reached.
    const blog = page.getByRole('region', { name: 'Latest From Our Blog' });
    const article = blog.getByRole('article').first().getByRole('link').first();
    await expect(article).toHaveAttribute('href', /^\/blog\//);
    expect(fetched).not.toContain('latest-posts');
    await blog.scrollIntoViewIfNeeded();
    await expect
      .poll(() => fetched.toSorted())
      .toEqual(['featured-vehicles', 'home-sections', 'latest-posts']);
    await waitForElementHydration(article);
    const href = await article.getAttribute('href');
    await article.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
});
