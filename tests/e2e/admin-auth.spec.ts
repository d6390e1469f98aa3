import { expectToast, signInThroughApi } from './support/admin';
import { waitForHydration, watchConsole } from './support/console-problems';
import { E2E_ADMIN, expect, test } from './support/test';

const ADMIN_PAGES = [
  '/admin',
  '/admin/cars',
  '/admin/cars/new',
  '/admin/cars/1/edit',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/blog/1/edit',
  '/admin/leads',
  '/admin/contacts',
  '/admin/appraisals',
  '/admin/account',
];

test.describe('[ADMIN][AUTH] sign-in, guard and sign-out', () => {
  test('the login form checks its fields, shows the server error, then signs in and opens the dashboard a second later', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The field messages of docs/product.md#admin-login, and nothing is sent.
    let posts = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/admin/login')) posts++;
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(posts).toBe(0);

    // Failure: the server's own text.
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await expect(page).toHaveURL(/\/admin\/login$/);

    // Network failure.
    await page.route('**/api/admin/login', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login failed', 'Network error. Please try again.');
    await page.unroute('**/api/admin/login');

    // Success: 'Signing in...' while the call runs, the toast, then /admin a second later. The
    // second is counted on the page's own clock, held still and moved by hand, so the time a busy
    // machine takes to notice the toast cannot blur it.
    await page.route('**/api/admin/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    let dashboardLoads = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/admin.data') dashboardLoads++;
    });
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    // Signed in: the button stays disabled and the dashboard's timer is set, on a standing clock.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await page.clock.runFor(1); // the toaster shows a toast on its next timer turn
    await expectToast(page, 'Success', 'Admin login successful');
    await page.clock.runFor(998);
    await page.evaluate(() => 0); // the page has handled whatever those 999 ms started
    expect(dashboardLoads).toBe(0);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/admin$/);
    await page.clock.resume();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    // The header knows: Admin Dashboard link and Admin Logout.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Admin Logout' })).toBeVisible();
    // Only the browser's notes about the two failures caused on purpose.
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 401 (Unauthorized)',
      'error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
    ]);
  });

  test('a signed-in admin opening /admin/login goes straight to /admin (server redirect)', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const res = await page.request.get('/admin/login', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('/admin');
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a visitor opening any admin page lands on the login form, and the HTML holds no admin data', async ({
    page,
    request,
  }) => {
    for (const path of ADMIN_PAGES) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers()['location'], path).toBe('/admin/login');
      const body = await res.text();
      expect(body).not.toMatch(/Dashboard|Recent Leads|@|Vehicle/);
      // Client-side navigation data requests are refused the same way.
      const data = await request.get(`${path}.data`, { maxRedirects: 0 });
      expect((await data.text()).includes('Recent Leads')).toBe(false);
      expect(data.headers()['cache-control']).toBe('no-store');

      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    }
  });

  test('admin pages are never cached nor indexed', async ({ page }) => {
    await signInThroughApi(page);
    for (const path of ['/admin/login', ...ADMIN_PAGES.slice(0, 1)]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.headers()['cache-control'], path).toBe('no-store');
      expect(res.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    }
    const dashboard = await page.request.get('/admin');
    expect(dashboard.status()).toBe(200);
    expect(await dashboard.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const data = await page.request.get('/admin.data');
    expect(data.headers()['cache-control']).toBe('no-store');
  });

  test('logout shows its toast and returns to the public site', async ({ page }) => {
    const problems = watchConsole(page);
    await signInThroughApi(page);
    await page.goto('/admin');
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Success', 'Admin logout successful');
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Admin Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/auth')).ok()).toBe(true);
    expect(await (await page.request.get('/api/admin/auth')).json()).toEqual({
      isAuthenticated: false,
    });
    // From the header too, on a public page.
    await signInThroughApi(page);
    await page.goto('/inventory');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Admin Logout' }).click();
    await expectToast(page, 'Success', 'Admin logout successful');
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Login' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('public pages load none of the admin code (forms, Uppy, @dnd-kit)', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    for (const path of ['/', '/inventory', '/blog', '/contact']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const text = await (await page.request.get(url)).text();
      expect(text, url).not.toContain('uppy');
      // @dnd-kit (the vehicle form's photo order) names its live region so, even minified.
      expect(text, url).not.toContain('DndLiveRegion');
      expect(text, url).not.toContain('Add New Vehicle');
      expect(text, url).not.toContain('Create Post');
      // The admin layout's section names: the shared site chunk must not swallow it.
      expect(text, url).not.toContain('Contact Messages');
    }
  });
});
