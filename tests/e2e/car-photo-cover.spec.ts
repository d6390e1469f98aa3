import sharp from 'sharp';
import { expectToast, signInThroughApi } from './support/admin';
import { addCar } from './support/data';
import { dragWithMouse } from './support/drag';
import { expect, test } from './support/inventory-server';
import { openVehicleForm, phonePhoto, uploadThroughApi } from './support/photos';

// Issue 14's photo order with 300 synthetic cars seeded (support/inventory-server.ts): two photos
// swapped by drag in the vehicle form, and the inventory card and the car page show the new cover.
// The car is deleted at the end, so the other specs on this server find their 300 cars.

test.describe('[ADMIN][PHOTOS] the cover photo, with 300 cars in stock', () => {
  test('two photos reordered by drag and saved: the inventory card and the car page show the new cover', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page);
    const front = await uploadThroughApi(page, await phonePhoto('#1e3a8a'));
    const side = await uploadThroughApi(page, await phonePhoto('#b91c1c'));
    const model = `Coverswap ${Date.now().toString(36)}`;
    const { id, year } = await addCar(page.request, {
      make: 'Subaru',
      model,
      photos: [front, side],
    });
    const title = `${year} Subaru ${model}`;
    /** The src of the car's photo on its inventory card. */
    const cardCover = async () => {
      await page.goto('/inventory?make=Subaru&pageSize=100');
      const image = page.getByRole('img', { name: title, exact: true });
      await expect(image).toHaveCount(1);
      return image.getAttribute('src');
    };
    try {
      expect(await cardCover()).toContain(`${front}/`);

      await openVehicleForm(page, id);
      const items = page.getByTestId('vehicle-photos').getByRole('listitem');
      const order = () =>
        items.evaluateAll((els) => els.map((el) => el.getAttribute('data-photo')));
      expect(await order()).toEqual([front, side]);
      await expect(items.first().getByText('Cover')).toBeVisible();
      await items.nth(1).scrollIntoViewIfNeeded();
      await dragWithMouse(
        page,
        items.nth(1).getByRole('button', { name: 'Photo 2 of 2' }),
        items.nth(0),
        'Photo 2 is over position 1 of 2.',
      );
      await expect.poll(order).toEqual([side, front]);
      await expect(items.first().getByText('Cover')).toBeVisible();
      await page.getByRole('button', { name: 'Update Vehicle' }).click();
      await expectToast(page, 'Success', 'Car updated successfully!');

      const saved = (await (await page.request.get(`/api/cars/${id}`)).json()) as {
        photos: string[];
      };
      expect(saved.photos).toEqual([side, front]);
      const cover = await cardCover();
      expect(cover).toContain(`${side}/`);
      expect(cover).not.toContain(front);
      await page.goto(`/cars/${id}`);
      await expect(page.getByRole('img', { name: `${title}, photo 1 of 2` })).toHaveAttribute(
        'src',
        new RegExp(`^${side}/`),
      );

      // The path the API returns is the photo itself on the built server, and an unknown one
      // is a plain 404, not the site's HTML page.
      const photo = await page.request.get(side);
      expect(photo.status()).toBe(200);
      expect(photo.headers()['content-type']).toBe('image/webp');
      expect(photo.headers()['x-content-type-options']).toBe('nosniff');
      expect(photo.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(await photo.body()).metadata()).width).toBe(1024);
      const missing = await page.request.get(`/images/${'f'.repeat(24)}`);
      expect(missing.status()).toBe(404);
      expect(missing.headers()['content-type']).toMatch(/^text\/plain/);
    } finally {
      expect((await page.request.delete(`/api/cars/${id}`)).status()).toBe(204);
    }
  });
});
