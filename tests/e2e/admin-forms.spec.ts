import { type Page, type Route } from '@playwright/test';
import type { CarFormValues } from '../../common/schemas/car';
import { uniqueTag } from '../factories';
import { expectToast, signInThroughApi, toasts } from './support/admin';
import { addCar, addPost } from './support/data';
import { expect, test } from './support/test';

// The editors' states not covered by admin-cars and admin-blog (docs/product.md#vehicle-form,
// #blog-form, #toasts): edit mode fills every field, 'Saving...' while the request runs, the
// failure toasts, Cancel and logout.

const EXTERNAL_PHOTO = 'https://photos.example.net/e2e/forms-front.png';
// A 1×1 PNG for the external photo (the test machine has no internet).
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A car in which no field holds its form default: the edit form can only show it by loading it. */
function everyField(model: string): Partial<CarFormValues> {
  return {
    year: 2019,
    make: 'Subaru',
    model,
    trim: 'Sport Touring',
    price: 27999.5,
    originalPrice: 31000,
    discountedPrice: 27500.25,
    mileage: 64321,
    condition: 'certified',
    transmission: 'manual',
    fuelType: 'hybrid',
    location: 'Vancouver, BC',
    vin: 'JF1GPAA60K8000001',
    status: 'pending',
    featured: true,
    description: 'Winter tires included.\nSecond line of notes.',
    photos: [EXTERNAL_PHOTO],
  };
}

async function createCar(page: Page, model: string): Promise<number> {
  return (await addCar(page.request, everyField(model))).id;
}

/** Holds matching requests until release() is called, then answers them with `answer`. */
function holdRequests(answer: (route: Route) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await released;
    await answer(route);
  };
  return { handler, release };
}

const serverError = (route: Route) => route.fulfill({ status: 500, body: 'database down' });

test.describe('[ADMIN][FORMS] edit mode, pending and failure states, Cancel, logout', () => {
  test('the vehicle editor fills every field of the stored car', async ({ page }) => {
    await page.route('https://photos.example.net/**', (route) =>
      route.fulfill({ body: PIXEL, contentType: 'image/png' }),
    );
    await signInThroughApi(page);
    const model = `Forms ${uniqueTag()}`;
    const id = await createCar(page, model);
    try {
      await page.goto(`/admin/cars/${id}/edit`);
      await expect(page.getByRole('heading', { name: 'Edit Vehicle', level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByLabel('Year')).toHaveValue('2019');
      await expect(page.getByLabel('Make')).toHaveValue('Subaru');
      await expect(page.getByLabel('Model')).toHaveValue(model);
      await expect(page.getByLabel('Trim')).toHaveValue('Sport Touring');
      await expect(page.getByRole('spinbutton', { name: 'Price', exact: true })).toHaveValue(
        '27999.5',
      );
      await expect(page.getByLabel('Original Price')).toHaveValue('31000');
      await expect(page.getByLabel('Discounted Price')).toHaveValue('27500.25');
      await expect(page.getByLabel('Mileage (km)')).toHaveValue('64321');
      await expect(page.getByLabel('Condition')).toHaveValue('certified');
      await expect(page.getByLabel('Transmission')).toHaveValue('manual');
      await expect(page.getByLabel('Fuel Type')).toHaveValue('hybrid');
      await expect(page.getByLabel('Location')).toHaveValue('Vancouver, BC');
      await expect(page.getByLabel('VIN', { exact: true })).toHaveValue('JF1GPAA60K8000001');
      await expect(page.getByLabel('Status')).toHaveValue('pending');
      await expect(page.getByRole('switch', { name: 'Featured vehicle' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expect(page.getByLabel('Description')).toHaveValue(
        'Winter tires included.\nSecond line of notes.',
      );
      const photos = page.getByTestId('vehicle-photos').getByRole('listitem');
      await expect(photos).toHaveCount(1);
      await expect(photos.first()).toHaveAttribute('data-photo', EXTERNAL_PHOTO);
      await expect(page.getByRole('button', { name: 'Update Vehicle' })).toBeVisible();

      // Cancel leaves without saving.
      await page.getByRole('link', { name: 'Cancel', exact: true }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    } finally {
      expect((await page.request.delete(`/api/cars/${id}`)).status()).toBe(204);
    }
  });

  test("the vehicle editor reads 'Saving...' while the update runs and shows the failure toast", async ({
    page,
  }) => {
    await signInThroughApi(page);
    const model = `Saving ${uniqueTag()}`;
    const id = await createCar(page, model);
    try {
      await page.goto(`/admin/cars/${id}/edit`);
      await expect(page.getByRole('heading', { name: 'Edit Vehicle', level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const held = holdRequests(serverError);
      await page.route(`**/api/cars/${id}`, (route) =>
        route.request().method() === 'PUT' ? held.handler(route) : route.continue(),
      );
      await page.getByLabel('Mileage (km)').fill('70000');
      await page.getByRole('button', { name: 'Update Vehicle' }).click();
      const saving = page.getByRole('button', { name: 'Saving...' });
      await expect(saving).toBeVisible();
      await expect(saving).toBeDisabled();
      held.release();
      await expectToast(page, 'Error', 'Failed to update car. Please try again.');
      await expect(toasts(page)).toHaveAttribute('data-type', 'error');
      // Still on the form with the input, ready to try again; nothing was stored.
      await expect(page.getByRole('button', { name: 'Update Vehicle' })).toBeEnabled();
      await expect(page).toHaveURL(new RegExp(`/admin/cars/${id}/edit$`));
      await expect(page.getByLabel('Mileage (km)')).toHaveValue('70000');
      const stored = (await (await page.request.get(`/api/cars/${id}`)).json()) as {
        mileage: number;
      };
      expect(stored.mileage).toBe(64321);
    } finally {
      expect((await page.request.delete(`/api/cars/${id}`)).status()).toBe(204);
    }
  });

  test('the blog editor fills every field of the stored post', async ({ page }) => {
    await signInThroughApi(page);
    const slug = `forms-refill-${uniqueTag()}`;
    const post = {
      title: 'Every Field Refilled',
      slug,
      category: 'Car Reviews' as const,
      featuredImage: 'https://photos.example.net/e2e/refill.jpg',
      excerpt: 'An excerpt the editor must show again.',
      metaDescription: 'A meta description of 45 characters in total.',
      content: '<p>Body with <strong>bold</strong> text.</p>',
      published: true,
    };
    const { id } = await addPost(page.request, post);
    try {
      await page.goto(`/admin/blog/${id}/edit`);
      await expect(page.getByRole('heading', { name: 'Edit Blog Post', level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByLabel('Title')).toHaveValue(post.title);
      await expect(page.getByLabel('Slug')).toHaveValue(slug);
      await expect(page.getByLabel('Category')).toHaveValue('Car Reviews');
      await expect(page.getByLabel('Featured Image URL')).toHaveValue(post.featuredImage);
      await expect(page.getByLabel('Excerpt')).toHaveValue(post.excerpt);
      await expect(page.getByLabel('Meta Description')).toHaveValue(post.metaDescription);
      await expect(page.getByText(`${post.metaDescription.length}/160 characters`)).toBeVisible();
      await expect(page.getByLabel('Content (HTML)')).toHaveValue(post.content);
      await expect(page.getByRole('switch', { name: 'Publish' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expect(page.getByRole('button', { name: 'Update Post' })).toBeVisible();

      await page.getByRole('link', { name: 'Cancel', exact: true }).click();
      await expect(page).toHaveURL(/\/admin$/);
    } finally {
      expect((await page.request.delete(`/api/blog/${id}`)).status()).toBe(204);
    }
  });

  test("the blog editor reads 'Saving...' while the post is sent and shows the failure toast", async ({
    page,
  }) => {
    await signInThroughApi(page);
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { name: 'Add New Blog Post', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const title = `Never Saved ${uniqueTag()}`;
    await page.getByLabel('Title').fill(title);
    const slug = await page.getByLabel('Slug').inputValue();
    await page.getByLabel('Category').selectOption('Maintenance');
    await page.getByLabel('Content (HTML)').fill('<p>Lost to a server error.</p>');

    const held = holdRequests(serverError);
    await page.route('**/api/blog', (route) =>
      route.request().method() === 'POST' ? held.handler(route) : route.continue(),
    );
    await page.getByRole('button', { name: 'Create Post' }).click();
    const saving = page.getByRole('button', { name: 'Saving...' });
    await expect(saving).toBeVisible();
    await expect(saving).toBeDisabled();
    held.release();
    await expectToast(page, 'Error', 'Failed to create blog post. Please try again.');
    await expect(toasts(page)).toHaveAttribute('data-type', 'error');
    await expect(page.getByRole('button', { name: 'Create Post' })).toBeEnabled();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    expect((await page.request.get(`/api/blog/${slug}`)).status()).toBe(404);
  });

  test('Cancel on both empty forms goes back to the dashboard', async ({ page }) => {
    await signInThroughApi(page);
    for (const [path, heading] of [
      ['/admin/cars/new', 'Add New Vehicle'],
      ['/admin/blog/new', 'Add New Blog Post'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const cancel = page.getByRole('link', { name: 'Cancel', exact: true });
      await expect(cancel).toHaveAttribute('href', '/admin');
      await cancel.click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    }
  });

  /** After a failed sign-out: the header still offers it, ready again, and the session holds. */
  const expectStillSignedIn = async (page: Page) => {
    const logout = page.getByRole('banner').getByRole('button', { name: 'Admin Logout' });
    await expect(logout).toBeVisible();
    await expect(logout).toBeEnabled();
    expect(await (await page.request.get('/api/admin/auth')).json()).toEqual({
      isAuthenticated: true,
    });
  };

  test("a logout whose code can't be fetched (network down) says so and keeps the admin signed in", async ({
    page,
  }) => {
    await signInThroughApi(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The sign-out's code loads when pressed (docs/product.md#page-weight): the network drops it.
    await page.route('**/assets/admin-logout-*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('banner').getByRole('button', { name: 'Admin Logout' }).click();
    await expectToast(page, 'Logout failed', 'Failed to fetch dynamically imported module');
    await expect(toasts(page)).toHaveAttribute('data-type', 'error');
    await expectStillSignedIn(page);
  });

  test('a failed logout shows the Logout failed toast and keeps the admin signed in', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await page.goto('/admin');
    await page.waitForLoadState('networkidle');
    await page.route('**/api/admin/logout', serverError);
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logout failed', 'Logout failed');
    await expect(toasts(page)).toHaveAttribute('data-type', 'error');
    await expect(page).toHaveURL(/\/admin$/);
    await expectStillSignedIn(page);
  });
});
