import { generate } from 'otplib';
import { signInThroughApi, expectToast } from './support/admin';
import { expect, test } from './support/test';

// Staff accounts end to end (docs/product.md#staff-accounts, #second-factor-totp, #your-sessions,
// #audit-log): the admin invites a second staff member, who sets a password, turns the second
// factor on (codes computed here from the key the page shows, as an authenticator app would),
// signs in with password and code, and edits a car; the audit log shows both people's actions;
// "Sign out other sessions" ends the staff member's other browser.

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
const codeAt = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

test.describe('[ADMIN][STAFF] several staff, a second factor, the audit log', () => {
  test('an invited staff member signs in with a second factor and edits a car; the audit log shows both; other sessions can be signed out', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const username = `sam.lee${Date.now() % 100_000}`;
    const password = 'harbour-lantern-window-42';

    // The admin invites Sam.
    await signInThroughApi(page);
    await page.goto('/admin/staff');
    await page.getByLabel('Display name').fill('Sam Lee');
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(link).toMatch(/\/admin\/invite\/[A-Za-z0-9_-]{40,}$/);

    // Sam, in a browser of their own, sets a password and signs in.
    const sams = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const sam = await sams.newPage();
    await sam.goto(new URL(link, page.url()).pathname);
    await sam.getByLabel('New password').fill(password);
    await sam.getByLabel('Repeat the password').fill(password);
    await sam.getByRole('button', { name: 'Create my account' }).click();
    await sam.goto('/admin/login');
    await sam.getByLabel('Username').fill(username);
    await sam.getByLabel('Password').fill(password);
    await sam.getByRole('button', { name: 'Sign In' }).click();
    await expect(sam).toHaveURL(/\/admin$/);

    // The second factor: the key from the page, a code from it, ten recovery codes.
    await sam.goto('/admin/account');
    await sam.getByRole('button', { name: 'Set up the second factor' }).click();
    const secret = (await sam.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    await sam.getByLabel('Code from the app').fill(await codeAt(secret));
    await sam.getByRole('button', { name: 'Turn on' }).click();
    const recovery = sam.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(recovery).toHaveCount(10);
    const recoveryCode = (await recovery.first().innerText()).trim();

    // Signing in again asks for the code after the password. The code just used is spent, so
    // the app's next one (one step ahead, within the allowed drift).
    expect((await sam.request.post('/api/admin/logout')).ok()).toBe(true);
    await sam.goto('/admin/login');
    await sam.getByLabel('Username').fill(username);
    await sam.getByLabel('Password').fill(password);
    await sam.getByRole('button', { name: 'Sign In' }).click();
    await sam.getByLabel('Code from your authenticator app').fill(await codeAt(secret, 1));
    await sam.getByRole('button', { name: 'Verify' }).click();
    await expect(sam).toHaveURL(/\/admin$/);

    // Sam edits a car's mileage.
    const [car] = (await (await sam.request.get('/api/cars?pageSize=1')).json()) as {
      id: number;
      mileage: number;
    }[];
    await sam.goto(`/admin/cars/${car!.id}/edit`);
    await sam.getByLabel('Mileage (km)').fill(String(car!.mileage + 7));
    await sam.getByRole('button', { name: 'Update Vehicle' }).click();
    await expectToast(sam, 'Success', 'Car updated successfully!');

    // The audit log, read by the admin: Sam's edit with its before and after, the admin's invitation.
    await page.goto('/admin/audit');
    const log = page.getByRole('table');
    const samsEdit = log
      .getByRole('row')
      .filter({ hasText: username })
      .filter({ hasText: 'car.update' });
    await expect(samsEdit).toHaveCount(1);
    await expect(samsEdit).toContainText(`${car!.mileage}`);
    await expect(samsEdit).toContainText(`${car!.mileage + 7}`);
    await expect(
      log.getByRole('row').filter({ hasText: 'staff.invite' }).filter({ hasText: 'admin' }).first(),
    ).toBeVisible();

    // Sam's second browser, signed in with a recovery code; then "Sign out other sessions".
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const first = await other.request.post('/api/admin/login', { data: { username, password } });
    expect(await first.json()).toMatchObject({ isAuthenticated: false, secondFactor: 'totp' });
    expect(
      (await other.request.post('/api/admin/login/totp', { data: { code: recoveryCode } })).ok(),
    ).toBe(true);
    expect(await (await other.request.get('/api/admin/auth')).json()).toEqual({
      isAuthenticated: true,
    });

    await sam.goto('/admin/account');
    const sessions = sam.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await sam.getByRole('button', { name: 'Sign out other sessions' }).click();
    await sam.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(sessions).toHaveCount(1);
    expect(await (await other.request.get('/api/admin/auth')).json()).toEqual({
      isAuthenticated: false,
    });
    expect(await (await sam.request.get('/api/admin/auth')).json()).toEqual({
      isAuthenticated: true,
    });

    await other.close();
    await sams.close();
  });
});
