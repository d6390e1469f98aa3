import { type APIRequestContext, type Page } from '@playwright/test';
import { toasts } from './support/admin';
import { fillByLabel } from './support/forms';
import { waitForHydration, watchConsole } from './support/console-problems';
import { E2E_ADMIN, expect, test } from './support/test';

/** A stored request as the admin API lists it. */
async function adminList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const signIn = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(signIn.ok()).toBe(true);
  const res = await request.get(`${path}?pageSize=100`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T[];
}

/** Opens a page and waits for React, so a click submits through the form's handler. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test.describe('[PUBLIC][FORMS] contact form on /contact', () => {
  test('empty submit shows the field messages under the fields', async ({ page }) => {
    const problems = watchConsole(page);
    await openHydrated(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please select your interest')).toBeVisible();
    const firstName = page.getByLabel('First Name');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await firstName.getAttribute('aria-describedby'))!.split(' ');
    const messageId = describedBy.find((id) => id.endsWith('-message'))!;
    await expect(page.locator(`[id="${messageId}"]`)).toHaveText('First name is required');
    // The message goes as soon as the field is fixed.
    await firstName.fill('Ada');
    await expect(page.getByText('First name is required')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("a submit before the form's code has run is held, never sent by the browser, then checked by the form", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    let releaseFormCode = () => {};
    const formCodeHeld = new Promise<void>((resolve) => (releaseFormCode = resolve));
    let asked = 0;
    // The form's code arrives only once released, so the click surely lands on the server's HTML.
    await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
      asked += 1;
      await formCodeHeld;
      await route.continue();
    });
    await openHydrated(page, '/contact');
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    await expect.poll(() => asked).toBe(1);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First Name').fill('Early');
    await form.getByRole('button', { name: 'Send Message' }).click();
    releaseFormCode();
    // Once hydrated, the held submit went through the form's checks, on what was typed.
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Last name is required')).toBeVisible();
    await expect(form.getByText('First name is required')).toHaveCount(0);
    await expect(form.getByLabel('First Name')).toHaveValue('Early');
    // The browser's own submit (a GET with the fields in the address) never happened.
    expect(navigations).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });

  test('a valid message is stored, confirmed with a toast, and the form is reset', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const email = `contact-${Date.now()}@example.com`;
    await openHydrated(page, '/contact');
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('placeholder', /\(604\)/);
    await fillByLabel(page, {
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      'Email Address': email,
      'Phone Number': '(604) 555-9876',
      "I'm Interested In": 'Financing Information',
      Message: 'Do you offer financing for new immigrants?',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(toast(page).getByText('Message Sent')).toBeVisible();
    await expect(
      toast(page).getByText("Thank you for your message. We'll get back to you soon!"),
    ).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByLabel("I'm Interested In")).toHaveValue('');

    const contacts = await adminList<Record<string, unknown>>(request, '/api/contacts');
    expect(contacts.find((contact) => contact.email === email)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '(604) 555-9876',
      interest: 'Financing Information',
      message: 'Do you offer financing for new immigrants?',
      status: 'new',
    });
    expect(problems).toEqual([]);
  });

  test('a server failure shows the error toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contacts', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await openHydrated(page, '/contact');
    await fillByLabel(page, {
      'First Name': 'Grace',
      'Last Name': 'Hopper',
      'Email Address': 'grace@example.com',
      "I'm Interested In": 'General Inquiry',
      Message: 'Keep me',
    });
    const logged = page.waitForEvent('console', (m) => m.text().includes('Failed to send'));
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(toast(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(toast(page).getByText('Failed to send message. Please try again.')).toBeVisible();
    expect((await logged).type()).toBe('error');
    await expect(page.getByLabel('First Name')).toHaveValue('Grace');
    await expect(page.getByLabel('Email Address')).toHaveValue('grace@example.com');
    await expect(page.getByLabel("I'm Interested In")).toHaveValue('General Inquiry');
    await expect(page.getByLabel('Message')).toHaveValue('Keep me');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test("the server's field messages (400 details) appear under the fields", async ({ page }) => {
    await page.route('**/api/contacts', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Invalid input',
          details: { email: ['This address cannot receive mail'] },
        }),
      }),
    );
    await openHydrated(page, '/contact');
    await fillByLabel(page, {
      'First Name': 'Grace',
      'Last Name': 'Hopper',
      'Email Address': 'grace@example.com',
      "I'm Interested In": 'General Inquiry',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('This address cannot receive mail')).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email Address')).toBeFocused();
  });

  test('the button reads Sending... while the message is on its way', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contacts', async (route) => {
      await held;
      await route.continue();
    });
    await openHydrated(page, '/contact');
    await fillByLabel(page, {
      'First Name': 'Ada',
      'Last Name': 'Byron',
      'Email Address': `pending-${Date.now()}@example.com`,
      "I'm Interested In": 'Service Department',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(toast(page).getByText('Message Sent')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

test.describe('[PUBLIC][FORMS] appraisal form on /sell', () => {
  test('empty submit shows the field messages', async ({ page }) => {
    const problems = watchConsole(page);
    await openHydrated(page, '/sell');
    await page.getByRole('button', { name: 'Get My Free Appraisal' }).click();
    await expect(page.getByText('Make is required')).toBeVisible();
    await expect(page.getByText('Model is required')).toBeVisible();
    await expect(page.getByText('Year must be a number')).toBeVisible();
    await expect(page.getByText('Mileage must be a number')).toBeVisible();
    await expect(page.getByText('Please select vehicle condition')).toBeVisible();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Asking Price (optional)')).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    await page.getByLabel('Year').fill('1985');
    await expect(page.getByText('Year must be 1990 or later')).toBeVisible();
    await page.getByLabel('Year').fill(String(new Date().getFullYear() + 2));
    await expect(
      page.getByText(`Year must be ${new Date().getFullYear() + 1} or earlier`),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a valid request is stored with numbers, confirmed and reset', async ({ page, request }) => {
    const problems = watchConsole(page);
    const email = `appraisal-${Date.now()}@example.com`;
    await openHydrated(page, '/sell');
    await expect(page.getByRole('heading', { name: 'Appraisal Within 24 Hours' })).toBeVisible();
    await fillByLabel(page, {
      Make: 'Honda',
      Model: 'Civic',
      Year: '2018',
      'Mileage (km)': '96500',
      Condition: 'good',
      'Asking Price (optional)': '15500.50',
      'Additional Details': 'One owner, winter tires included.',
      'Full Name': 'Sam Chen',
      'Phone Number': '604-555-0199',
      'Email Address': email,
    });
    await page.getByRole('button', { name: 'Get My Free Appraisal' }).click();

    await expect(toast(page).getByText('Appraisal Request Submitted!')).toBeVisible();
    await expect(
      toast(page).getByText(
        "We'll review your vehicle information and contact you within 24 hours with an offer.",
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Make')).toHaveValue('');
    await expect(page.getByLabel('Condition')).toHaveValue('');

    const appraisals = await adminList<Record<string, unknown>>(request, '/api/appraisals');
    expect(appraisals.find((item) => item.contactEmail === email)).toMatchObject({
      make: 'Honda',
      model: 'Civic',
      year: 2018,
      mileage: 96500,
      condition: 'good',
      askingPrice: 15500.5,
      description: 'One owner, winter tires included.',
      contactName: 'Sam Chen',
      contactPhone: '604-555-0199',
      status: 'new',
    });
    expect(problems).toEqual([]);
  });

  test('a server failure shows the error toast and keeps the input', async ({ page }) => {
    await page.route('**/api/appraisals', (route) => route.fulfill({ status: 500, body: 'down' }));
    await openHydrated(page, '/sell');
    await fillByLabel(page, {
      Make: 'Mazda',
      Model: 'CX-5',
      Year: '2020',
      'Mileage (km)': '40000',
      Condition: 'excellent',
      'Full Name': 'Lee Wong',
      'Phone Number': '604-555-0100',
      'Email Address': 'lee@example.com',
    });
    await page.getByRole('button', { name: 'Get My Free Appraisal' }).click();
    await expect(
      toast(page).getByText('Failed to submit appraisal request. Please try again.'),
    ).toBeVisible();
    await expect(toast(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Model')).toHaveValue('CX-5');
    await expect(page.getByLabel('Year')).toHaveValue('2020');
    await expect(page.getByLabel('Condition')).toHaveValue('excellent');
  });
});

test.describe('[PUBLIC][FORMS] test-drive form in the vehicle page dialog', () => {
  async function openTestDrive(page: Page) {
    const cars = (await (await page.request.get('/api/cars?pageSize=100')).json()) as {
      id: number;
      status: string;
    }[];
    const car = cars.find((item) => item.status === 'available')!;
    await page.goto(`/cars/${car.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Test Drive' });
    await expect(dialog.getByLabel('First Name')).toBeVisible();
    return { dialog, carId: car.id };
  }

  test('empty submit shows the field messages; phone and message stay optional', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const { dialog } = await openTestDrive(page);
    await dialog.getByRole('button', { name: 'Request Test Drive' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'false');
    await expect(dialog.getByLabel('Message')).toHaveAttribute('aria-invalid', 'false');
    await dialog.getByLabel('Email Address').fill('not-an-email');
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the lead is sent with the car id and the interest; a failure keeps the dialog and input', async ({
    page,
  }) => {
    let sent: Record<string, unknown> | undefined;
    await page.route('**/api/leads', (route) => {
      sent = route.request().postDataJSON();
      return route.fulfill({ status: 500, body: 'down' });
    });
    const { dialog, carId } = await openTestDrive(page);
    await fillByLabel(dialog, {
      'First Name': 'Noor',
      'Last Name': 'Haddad',
      'Email Address': 'noor@example.com',
      Message: 'Saturday morning?',
    });
    await dialog.getByRole('button', { name: 'Request Test Drive' }).click();
    // The open modal dialog hides the rest of the page from the accessibility tree (all but
    // live regions, such as the toaster), so the toast is found by CSS here.
    const shown = toasts(page);
    await expect(shown.getByText('Failed to submit request. Please try again.')).toBeVisible();
    await expect(shown.getByText('Error', { exact: true })).toBeVisible();
    expect(sent).toMatchObject({
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor@example.com',
      message: 'Saturday morning?',
      carId,
      interest: 'Schedule Test Drive',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toHaveValue('Noor');
    await expect(dialog.getByLabel('Message')).toHaveValue('Saturday morning?');
  });
});
