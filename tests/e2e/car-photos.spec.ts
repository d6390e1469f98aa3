import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectToast, signInThroughApi, toastRegion } from './support/admin';
import { watchConsole } from './support/console-problems';
import { PHONE } from './support/phone';

/** The real vehicle form, signed in, hydrated, with the upload widget loaded. */
async function openVehicleForm(page: Page) {
  await signInThroughApi(page);
  await page.goto('/admin/cars/new');
  await expect(page.getByRole('heading', { name: 'Add New Vehicle', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const widget = page.getByTestId('car-photo-uploader');
  await expect(widget).toBeVisible();
  return widget;
}

/** A phone-sized JPEG (3000×2000) with a little detail, as a camera roll would hold. */
async function phonePhoto(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000">
    <rect width="3000" height="2000" fill="${colour}"/><circle cx="1500" cy="1000" r="700" fill="#fff8"/>
    <text x="200" y="300" font-size="200" fill="#000">Forecourt</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

test.describe('[ADMIN][PHOTOS] the photo upload widget in the vehicle form', () => {
  test('uploads two photos, which a saved car shows as WebP sized for a phone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    const widget = await openVehicleForm(page);
    await expect(widget.getByText('Upload car photos (JPG, PNG, WebP)')).toBeVisible();
    await widget
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#1e3a8a') },
        { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#b91c1c') },
      ]);
    // 200 px thumbnails are generated for both before anything is sent.
    await expect(widget.locator('.uppy-Dashboard-Item')).toHaveCount(2);
    await widget.getByRole('button', { name: /Upload 2 files/ }).click();

    // Each processed photo is appended once to the form's list, in upload order.
    const photos = page.getByTestId('vehicle-photos').getByRole('listitem');
    await expect(photos).toHaveCount(2, { timeout: 30_000 });
    await expectToast(page, 'Success', '2 images uploaded successfully');
    const paths = await photos.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-photo') ?? ''),
    );
    for (const photo of paths) expect(photo).toMatch(/^\/images\/[a-f0-9]{24}$/);
    expect(new Set(paths).size).toBe(2);
    await expect(photos.first().getByRole('img')).toHaveJSProperty('complete', true);

    // Save the car through the form.
    await page.getByLabel('Year').fill('2022');
    await page.getByLabel('Make').selectOption('Subaru');
    // A model name of its own, so the car is found among those earlier runs left behind.
    const model = `Photoshoot ${Date.now().toString(36)}`;
    await page.getByLabel('Model').fill(model);
    await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('27500');
    await page.getByLabel('Mileage (km)').fill('12000');
    await page.getByRole('button', { name: 'Create Vehicle' }).click();
    await expectToast(page, 'Success', 'Car created successfully!');
    await expect(page).toHaveURL(/\/admin$/);
    const cars = (await (await page.request.get('/api/cars?make=Subaru&pageSize=100')).json()) as {
      id: number;
      model: string;
      photos: string[];
    }[];
    const saved = cars.find((car) => car.model === model);
    expect(saved?.photos).toEqual(paths);

    // A shopper on a phone (390 CSS px, DPR 2) sees the first photo: WebP, never the 1600 file.
    const phone = await browser.newContext(PHONE);
    const shopper = await phone.newPage();
    const served: { url: string; type: string }[] = [];
    shopper.on('response', (res) => {
      if (res.url().includes(paths[0]!))
        served.push({ url: res.url(), type: res.headers()['content-type'] ?? '' });
    });
    // The public gallery of the car: both photos, in the order saved, the cover first.
    await shopper.goto(`/cars/${saved!.id}`);
    const cover = shopper.getByRole('img', { name: `2022 Subaru ${model}, photo 1 of 2` });
    await expect(cover).toBeVisible();
    await expect(
      shopper.getByRole('img', { name: `2022 Subaru ${model}, photo 2 of 2` }),
    ).toHaveCount(1);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const current = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(current).toContain(paths[0]!);
    const width = Number(/\/(\d+)\.webp$/.exec(current)?.[1]);
    // 390 px × DPR 2 = 780 device px: the 1024 px variant fits, not the 1320 or 1600 one.
    expect(width).toBe(1024);
    const rendered = await cover.evaluate(
      (img: HTMLImageElement) => img.getBoundingClientRect().width,
    );
    expect(rendered).toBeLessThanOrEqual(390);
    expect(width).toBeGreaterThanOrEqual(rendered * 2);
    expect(served.length).toBeGreaterThan(0);
    expect(served.every((r) => r.type === 'image/webp')).toBe(true);
    // Neither the preload nor the gallery asked for the 1600 px file.
    expect(served.some((r) => r.url.endsWith('/1600.webp'))).toBe(false);

    // The inventory card: the 1024 variant too, and never the 1600 file.
    served.length = 0;
    await shopper.goto('/inventory?make=Subaru&pageSize=100');
    const card = shopper.getByRole('img', { name: `2022 Subaru ${model}` });
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const cardSrc = await card.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(Number(/\/(\d+)\.webp$/.exec(cardSrc)?.[1])).toBe(1024);
    expect(served.some((r) => r.url.endsWith('/1600.webp'))).toBe(false);
    expect(served.every((r) => r.type === 'image/webp')).toBe(true);
    await phone.close();
    expect(problems).toEqual([]);
  });

  test('a file the server refuses shows the failure message and can be retried or removed', async ({
    page,
  }) => {
    const widget = await openVehicleForm(page);
    // HTML renamed to .jpg: the browser calls it image/jpeg, the server's magic-byte check does not.
    await widget
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        {
          name: 'not-a-photo.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
        },
      ]);
    await widget.getByRole('button', { name: /Upload 1 file/ }).click();
    await expect(
      toastRegion(page).getByText('Failed to process uploaded images. Please try again.'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('vehicle-photos')).toHaveCount(0);
    const item = widget.locator('.uppy-Dashboard-Item').first();
    await expect(item).toHaveClass(/is-error/);
    await expect(widget.getByRole('button', { name: /Retry/ }).first()).toBeVisible();
    await item.hover();
    await widget
      .getByRole('button', { name: /Remove file/ })
      .first()
      .click();
    await expect(widget.locator('.uppy-Dashboard-Item')).toHaveCount(0);
  });
});
