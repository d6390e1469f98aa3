import { signInThroughApi } from './support/admin';
import { waitForHydration, watchConsole } from './support/console-problems';
import { expect, test } from './support/test';

test.describe('[PUBLIC][SHOP] header and footer', () => {
  test('the header links everywhere and highlights the section by path prefix', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/inventory');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['Shop', '/inventory'],
      ['Sell', '/sell'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
    ]) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href!);
    }
    await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Admin Login' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
    await expect(header.getByRole('link', { name: '(604) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+16045550123',
    );
    await expect(header.getByRole('link', { name: 'Schedule Test Drive' })).toHaveAttribute(
      'href',
      '/contact',
    );

    // A car page belongs to the shop.
    const car = ((await (await page.request.get('/api/cars')).json()) as { id: number }[])[0]!;
    await page.goto(`/cars/${car.id}`);
    await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    // Followed with the keyboard, Shop keeps the focus: the same link on both pages.
    await waitForHydration(page);
    await nav.getByRole('link', { name: 'Shop' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(nav.getByRole('link', { name: 'Shop' })).toBeFocused();
    await page.goto('/contact');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');
    expect(problems).toEqual([]);
  });

  test('signed in, the header offers the Admin Dashboard and Admin Logout', async ({ page }) => {
    await signInThroughApi(page);
    await page.goto('/inventory');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(
      page.locator('header').getByRole('button', { name: 'Admin Logout' }),
    ).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Admin Login' })).toHaveCount(0);
  });

  test('the footer has working links, the Richmond address, the one set of hours and the copyright', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    const hrefs = await quick
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/inventory', '/blog', '/contact', '/sell']));
    // No footer link leads to a 404 (the old /cars link and the trade-in placeholder did).
    const all = await footer
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')!).filter((href) => href.startsWith('/')),
      );
    for (const href of new Set(all)) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await expect(footer.getByRole('navigation', { name: 'Services' })).toBeVisible();
    await expect(footer.getByText('8100 No. 3 Road, Richmond, BC V6Y 2C4')).toBeVisible();
    await expect(footer.getByText('Monday - Friday')).toBeVisible();
    await expect(footer.getByText('9AM - 7PM')).toBeVisible();
    await expect(footer.getByText('9AM - 6PM')).toBeVisible();
    await expect(footer.getByText('12PM - 5PM')).toBeVisible();
    const year = new Date().getFullYear();
    await expect(footer.getByText(`© 2024–${year} Forecourt Motors`)).toBeVisible();
  });

  test('on a phone the slide-out menu traps focus, closes on Escape and on navigation', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const label of ['Shop', 'Sell', 'About Us', 'Contact', 'Schedule Test Drive']) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible();
    }
    // Tabbing round never leaves the menu.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(menu).toBeHidden();
    await context.close();
  });
});
