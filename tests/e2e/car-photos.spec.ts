import { type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectToast, signInThroughApi, toastRegion } from './support/admin';
import { watchConsole } from './support/console-problems';
import { addCar } from './support/data';
import { answerDisclosures } from './support/forms';
import { PHONE } from './support/phone';
import { openVehicleForm, phonePhoto } from './support/photos';
import { MAX_UPLOAD_BYTES } from '../../common/constants';
import { expect, test } from './support/test';

const EXTERNAL_PHOTOS = 'https://photos.example.invalid';

/** A car with `count` photos added by address (signed in already), its id. */
async function carWithPhotos(page: Page, count: number): Promise<number> {
  // The form shows their thumbnails: a tiny image each, without going to the network.
  const tiny = await sharp({
    create: { width: 4, height: 3, channels: 3, background: '#64748b' },
  })
    .png()
    .toBuffer();
  await page.route(`${EXTERNAL_PHOTOS}/**`, (route) =>
    route.fulfill({ contentType: 'image/png', body: tiny }),
  );
  const photos = Array.from({ length: count }, (_, i) => `${EXTERNAL_PHOTOS}/${i + 1}.png`);
  return (await addCar(page.request, { photos })).id;
}

/**
 * The widget's message (Uppy's informer). Uppy 6's dashboard renders its informer twice; the
 * uploader hides the copy, so a screen reader hears the message once.
 */
async function expectOneWidgetAlert(widget: Locator, text: string) {
  await expect(widget.getByRole('alert').filter({ hasText: text })).toHaveCount(1);
  await expect(widget.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

/** Small JPEGs to add to the widget, named one.jpg, two.jpg, … */
async function smallPhotos(names: string[]) {
  return Promise.all(
    names.map(async (name, i) => ({
      name,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: { width: 640, height: 400, channels: 3, background: `hsl(${i * 60}, 60%, 45%)` },
      })
        .jpeg()
        .toBuffer(),
    })),
  );
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
    await expect(photos.first().locator('img')).toHaveJSProperty('complete', true);

    // Save the car through the form.
    await page.getByLabel('Year').fill('2022');
    await page.getByLabel('Make').selectOption('Subaru');
    // A model name of its own, so the car is found among those earlier runs left behind.
    const model = `Photoshoot ${Date.now().toString(36)}`;
    await page.getByLabel('Model').fill(model);
    await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('27500');
    await page.getByLabel('Mileage (km)').fill('12000');
    await answerDisclosures(page);
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

  test('takes only as many photos as the car has room for (15 less those it has)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page);
    const carId = await carWithPhotos(page, 13);
    try {
      const widget = await openVehicleForm(page, carId);
      const input = widget.locator('input[type=file]').first();
      const items = widget.locator('.uppy-Dashboard-Item');
      await expect(page.getByText('13 of 15 photos.')).toBeVisible();

      // Three at once for a car with room for two: the library refuses the batch.
      await input.setInputFiles(await smallPhotos(['one.jpg', 'two.jpg', 'three.jpg']));
      await expectOneWidgetAlert(widget, 'You can only upload 2 files');
      await expect(items).toHaveCount(0);
      await input.setInputFiles(await smallPhotos(['one.jpg', 'two.jpg']));
      await expect(items).toHaveCount(2);
      // Two listed, two allowed: the widget offers no "Add more".
      const addMore = widget.getByRole('button', { name: 'Add more files' });
      await expect(addMore).toHaveCount(0);

      // Uploaded, the car is full: the widget says so and takes nothing more.
      await widget.getByRole('button', { name: /Upload 2 files/ }).click();
      await expect(page.getByTestId('vehicle-photos').getByRole('listitem')).toHaveCount(15, {
        timeout: 30_000,
      });
      await expect(page.getByText('15 of 15 photos.')).toBeVisible();
      const full = widget.getByRole('status').filter({ hasText: 'No more photos can be added' });
      await expect(full).toBeVisible();
      await expect(items).toHaveCount(2);
      await expect(addMore).toHaveCount(0);
      // "Done" clears the finished items, but the car is still full: no room for another 15.
      await widget.getByRole('button', { name: 'Done' }).click();
      await expect(items).toHaveCount(0);
      await expect(full).toBeVisible();
      await expect(input).toBeDisabled();

      // One photo removed from the car: room for exactly one.
      await page.getByRole('button', { name: 'Remove photo 15' }).click();
      await expect(page.getByText('14 of 15 photos.')).toBeVisible();
      await expect(full).toHaveCount(0);
      await expect(input).toBeEnabled();
      // Room for one: the file picker itself takes a single file.
      await expect(input).not.toHaveAttribute('multiple');
      await input.setInputFiles(await smallPhotos(['four.jpg']));
      await expect(items).toHaveCount(1);
      await expect(addMore).toHaveCount(0);
    } finally {
      expect((await page.request.delete(`/api/cars/${carId}`)).status()).toBe(204);
    }
  });

  test('a car that already has 15 photos: the widget says no more can be added', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const carId = await carWithPhotos(page, 15);
    try {
      const widget = await openVehicleForm(page, carId);
      await expect(widget.getByRole('status')).toHaveText(
        'No more photos can be added: a car has at most 15. Remove one to add another.',
      );
      await expect(widget.locator('input[type=file]').first()).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Add URL' })).toBeDisabled();
    } finally {
      expect((await page.request.delete(`/api/cars/${carId}`)).status()).toBe(204);
    }
  });

  test('a file over 10 MB is refused by the widget with its size message, never sent', async ({
    page,
  }) => {
    const widget = await openVehicleForm(page);
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/car-images')) asked.push(req.url());
    });
    await widget
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1) },
      ]);
    await expectOneWidgetAlert(widget, 'huge.jpg exceeds maximum allowed size of 10 MB');
    await expect(widget.locator('.uppy-Dashboard-Item')).toHaveCount(0);
    // Exactly 10 MB is still taken.
    await widget
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: 'limit.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(MAX_UPLOAD_BYTES) },
      ]);
    await expect(widget.locator('.uppy-Dashboard-Item')).toHaveCount(1);
    expect(asked).toEqual([]);
  });

  test('a pending file can be removed, and Cancel stops an upload before any photo is kept', async ({
    page,
  }) => {
    const widget = await openVehicleForm(page);
    const items = widget.locator('.uppy-Dashboard-Item');
    await widget
      .locator('input[type=file]')
      .first()
      .setInputFiles(await smallPhotos(['keep.jpg', 'drop.jpg']));
    await expect(items).toHaveCount(2);

    // Removed while waiting: the other stays, and nothing has been sent.
    const drop = items.filter({ hasText: 'drop.jpg' });
    await drop.hover();
    await drop.getByRole('button', { name: /Remove file/ }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('keep.jpg');

    // The upload URL is held back, so the upload is surely in flight when Cancel is pressed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route('**/api/car-images/upload', async (route) => {
      asked++;
      await held;
      await route.continue().catch(() => undefined);
    });
    const processed: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (req.method() === 'PUT' && (path === '/api/car-images' || path.startsWith('/uploads/')))
        processed.push(req.url());
    });
    await widget.getByRole('button', { name: /Upload 1 file/ }).click();
    await expect.poll(() => asked).toBe(1);
    // The status bar's Cancel (the header has one too, for the same thing).
    await widget.locator('.uppy-StatusBar').getByRole('button', { name: 'Cancel' }).click();
    await expect(items).toHaveCount(0);
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/car-images/upload'));
    release();
    await answered;
    // A short grace for anything that would still follow the late answer: nothing is sent.
    await page.waitForTimeout(1_000);
    expect(processed).toEqual([]);
    await expect(page.getByTestId('vehicle-photos')).toHaveCount(0);
    await expect(page.getByText('0 of 15 photos.')).toBeVisible();
  });
});
