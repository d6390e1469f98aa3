import { request as requestFactory, type APIRequestContext } from '@playwright/test';
import { expectToast } from './support/admin';
import {
  isElementHydrated,
  waitForElementHydration,
  waitForHydration,
  watchConsole,
} from './support/console-problems';
import { soldCars } from './support/data';
import { openPhonePage, PHONE } from './support/phone';
import { E2E_ADMIN, expect, test } from './support/test';

interface ApiCar {
  id: number;
  year: number;
  make: string;
  model: string;
  status: string;
  photos: string[];
  vin: string | null;
}

async function allCars(request: APIRequestContext): Promise<ApiCar[]> {
  const res = await request.get('/api/cars?pageSize=100');
  expect(res.status()).toBe(200);
  return res.json();
}

test.describe('[PUBLIC][SHOP] vehicle page', () => {
  test('opening a car from the inventory shows its page, gallery, specs and structured data', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    // A demo car with at least three photos: other specs add cars with fewer, so not just the newest.
    const car = (await allCars(page.request)).find((item) => item.photos.length >= 3)!;
    expect(car).toBeDefined();
    await page.goto(`/inventory?make=${encodeURIComponent(car.make)}`);
    await waitForHydration(page);
    const link = page.locator(`main article h3 a[href="/cars/${car.id}"]`);
    const title = await link.innerText();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/cars/${car.id}$`));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('link', { name: 'Back to Inventory' })).toHaveAttribute(
      'href',
      '/inventory',
    );
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    for (const label of ['Year', 'Mileage', 'Fuel Type', 'Transmission', 'Condition']) {
      await expect(page.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(page.getByText(/^[\d,]+ km$/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+1/);
    await expect(page.getByRole('link', { name: 'Email Inquiry' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:.+subject=.*${encodeURIComponent(title)}`),
    );

    // Gallery: announced as a carousel; arrows, keys and thumbnails move it.
    const gallery = page.getByRole('region', { name: `Photos of the ${title}` });
    await expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
    const firstImage = gallery.locator('img').first();
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    await expect(firstImage).toHaveAttribute('srcset', /320\.webp 320w/);
    expect(car.photos.length).toBeGreaterThan(1);
    await expect(gallery.getByText(`Photo 1 of ${car.photos.length}`)).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText(`Photo 2 of ${car.photos.length}`)).toBeVisible();
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(gallery.getByText(`Photo 1 of ${car.photos.length}`)).toBeVisible();
    await gallery.locator('[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(`Photo 2 of ${car.photos.length}`)).toBeVisible();
    await gallery.getByRole('button', { name: 'Show photo 3' }).click();
    await expect(gallery.getByText(`Photo 3 of ${car.photos.length}`)).toBeVisible();

    // JSON-LD Car with an Offer in CAD; the preview image is the first photo.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const vehicle = blocks.map((text) => JSON.parse(text)).find((ld) => ld['@type'] === 'Car');
    expect(vehicle).toMatchObject({
      name: expect.stringContaining(title),
      mileageFromOdometer: { unitCode: 'KMT' },
      offers: { '@type': 'Offer', priceCurrency: 'CAD' },
    });
    if (car.vin) expect(vehicle.vehicleIdentificationNumber).toBe(car.vin);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`${car.photos[0]}/1320\\.webp$`),
    );
    expect(problems).toEqual([]);
  });

  test('Schedule Test Drive opens a dialog whose request is stored with the car', async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    const car = (await allCars(page.request)).find((item) => item.status === 'available')!;
    await page.goto(`/cars/${car.id}`);
    await waitForHydration(page);
    const trigger = page.getByRole('button', { name: 'Schedule Test Drive' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Test Drive' });
    await expect(dialog).toBeVisible();
    // Escape closes it and focus returns to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    const email = `test-drive-${Date.now()}@example.com`;
    await dialog.getByLabel('First Name').fill('Avery');
    await dialog.getByLabel('Last Name').fill('Chen');
    await dialog.getByLabel('Email Address').fill(email);
    await dialog.getByLabel('Phone Number').fill('604-555-0199');
    await dialog.getByRole('button', { name: 'Request Test Drive' }).click();
    await expectToast(
      page,
      'Request Submitted',
      "Thank you for your interest! We'll contact you soon to schedule your test drive.",
    );
    await expect(dialog).toBeHidden();

    const admin = await requestFactory.newContext({ baseURL });
    expect((await admin.post('/api/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
    const leads = (await (await admin.get('/api/leads?pageSize=100')).json()) as {
      email: string;
      carId: number | null;
      interest: string | null;
    }[];
    expect(leads.find((lead) => lead.email === email)).toMatchObject({
      carId: car.id,
      interest: 'Schedule Test Drive',
    });
    await admin.dispose();
    expect(problems).toEqual([]);
  });

  test('a phone gets a small WebP for the first photo', async ({ browser }) => {
    const cars = await allCars((await browser.newContext()).request);
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`/cars/${cars[0]!.id}`);
    const first = page
      .getByRole('region', { name: /^Photos of/ })
      .locator('img')
      .first();
    await expect(first).toHaveJSProperty('complete', true);
    const current = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    // 390 CSS px × DPR 2 = 780 device px: the 1024 px variant.
    expect(current).toMatch(/\/1024\.webp$/);
    await context.close();
  });

  test('on a phone the similar cars hydrate as they near the screen, and show afresh on the next car', async ({
    browser,
  }) => {
    const { context, page, problems } = await openPhonePage(browser);
    const available = (await allCars(page.request)).filter((car) => car.status === 'available');
    // The first available car whose page lists similar cars.
    const similar = page.getByRole('region', { name: 'Similar Vehicles' });
    for (const car of available) {
      await page.goto(`/cars/${car.id}`);
      if ((await similar.count()) > 0) break;
    }
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const first = similar.getByRole('article').first().getByRole('link').first();
    // Far below the first screen: the server's HTML, its links plain links until reached.
    await expect(first).toHaveAttribute('href', /^\/cars\/\d+$/);
    expect(await isElementHydrated(first)).toBe(false);
    await first.scrollIntoViewIfNeeded();
    await waitForElementHydration(first);
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(href);
    // The next car's page (the same route) shows its own similar cars at once.
    await expect(similar.getByRole('article').first()).toBeVisible();
    await expect(similar.getByRole('link', { name: 'Compare with this car' })).toHaveAttribute(
      'href',
      new RegExp(`^/compare\\?ids=${href.split('/').pop()},`),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a sold car shows the Sold badge', async ({ page, request }) => {
    await request.post('/api/admin/login', { data: E2E_ADMIN });
    const sold = (await soldCars(request))[0];
    expect(sold).toBeTruthy();
    await page.goto(`/cars/${sold!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${sold!.year} ${sold!.make} ${sold!.model}`,
    );
    await expect(page.getByText('Sold', { exact: true })).toBeVisible();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const vehicle = blocks.map((text) => JSON.parse(text)).find((ld) => ld['@type'] === 'Car');
    expect(vehicle.offers.availability).toBe('https://schema.org/SoldOut');
  });

  test('a car page reached by a link in the browser carries its head (title, description, canonical, JSON-LD), written by the server', async ({
    page,
  }) => {
    await page.goto('/inventory');
    await waitForHydration(page);
    // A marker survives a client-side navigation, not a page load.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const card = page.getByRole('main').locator('a[href^="/cars/"]').first();
    // The cards hydrate after the page (their code comes after its own): a click before is a
    // page load.
    await waitForElementHydration(card);
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // The address changes before the car's page is drawn (the inventory's heading is still a
    // level-1 heading then): wait for the car's own summary.
    await expect(page.getByTestId('car-summary')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const vehicle = blocks.map((text) => JSON.parse(text)).find((ld) => ld['@type'] === 'Car');
    expect(vehicle?.url).toMatch(new RegExp(`${href}$`));
    expect(vehicle?.offers?.['@type']).toBe('Offer');
    // The rest of the head is the one a page load of the same address gets.
    const head = async () =>
      page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        image: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
      }));
    const navigated = await head();
    expect(navigated.title).toMatch(/ for \$[\d,]+ \| /);
    expect(navigated.canonical).toMatch(new RegExp(`${href}$`));
    await page.reload();
    expect(await head()).toEqual(navigated);
  });

  test('an unknown car answers 404 with Vehicle Not Found and a way back', async ({ page }) => {
    for (const path of ['/cars/999999', '/cars/not-a-number', '/cars/0']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Vehicle Not Found' })).toBeVisible();
      await expect(
        page.getByText("The vehicle you're looking for doesn't exist or has been removed."),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    await page.getByRole('main').getByRole('link', { name: 'Back to Inventory' }).click();
    await expect(page).toHaveURL(/\/inventory$/);
  });

  test('the old /cars link redirects permanently to /inventory', async ({ request }) => {
    const res = await request.get('/cars', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/inventory');
  });
});
