// The vehicle form's photos in the browser tests: the form opened and ready, photos made and
// uploaded through the API as the upload widget does.
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInThroughApi } from './admin';

/** The real vehicle form, signed in, hydrated, with the upload widget loaded. */
export async function openVehicleForm(page: Page, carId?: number) {
  await signInThroughApi(page);
  await page.goto(carId ? `/admin/cars/${carId}/edit` : '/admin/cars/new');
  await expect(
    page.getByRole('heading', { name: carId ? 'Edit Vehicle' : 'Add New Vehicle', level: 1 }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const widget = page.getByTestId('car-photo-uploader');
  await expect(widget).toBeVisible();
  return widget;
}

/** A phone-sized JPEG (3000×2000) with a little detail, as a camera roll would hold. */
export async function phonePhoto(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000">
    <rect width="3000" height="2000" fill="${colour}"/><circle cx="1500" cy="1000" r="700" fill="#fff8"/>
    <text x="200" y="300" font-size="200" fill="#000">Forecourt</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Uploads a photo through the API as the widget does (signed in already): its /images/{id}. */
export async function uploadThroughApi(page: Page, bytes: Buffer): Promise<string> {
  const issued = await page.request.post('/api/car-images/upload', {
    data: { contentType: 'image/jpeg', size: bytes.length },
  });
  expect(issued.status()).toBe(200);
  const { uploadURL } = (await issued.json()) as { uploadURL: string };
  const put = await page.request.put(uploadURL, {
    data: bytes,
    headers: { 'Content-Type': 'image/jpeg' },
  });
  expect(put.ok()).toBe(true);
  const location = new URL(uploadURL);
  location.search = '';
  const processed = await page.request.put('/api/car-images', {
    data: { imageURL: location.toString() },
  });
  expect(processed.status()).toBe(200);
  return ((await processed.json()) as { imagePath: string }).imagePath;
}
