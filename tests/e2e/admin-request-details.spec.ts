import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expectToast, signInThroughApi } from './support/admin';
import { watchConsole } from './support/console-problems';
import { newestCar, sendTestDrive } from './support/data';
import { expect, test } from './support/test';

// Screenshots for review of the request page and the dashboard's charts at both sizes.
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? '/tmp/shots-admin';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function expectNoAxeViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([]);
}

test.describe('[ADMIN][REQUEST] a request’s own page', () => {
  test('staff open a lead from the inbox, add a note, change its status, and see the history and the delivery state of its mails', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const car = await newestCar(request);
    const lead = await sendTestDrive(request, {
      firstName: 'Robin',
      lastName: 'Details',
      email: 'robin@example.com',
      message: 'Can I come on Saturday?',
      carId: car.id,
    });

    await signInThroughApi(page);
    await page.goto('/admin/leads');
    await page.getByRole('link', { name: 'Open Robin Details' }).click();
    await expect(page).toHaveURL(`/admin/leads/${lead.id}`);
    await expect(page.getByRole('heading', { name: 'Robin Details', level: 1 })).toBeVisible();
    await expect(page.getByText('Can I come on Saturday?')).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`^${car.year} ${car.make} ${car.model}`) }),
    ).toHaveAttribute('href', `/cars/${car.id}`);
    await expect(page.getByText(`Stock no. ${car.stockNumber}`)).toBeVisible();

    const note = page.getByLabel('New note');
    await note.fill('Called back, booked for 10am <b>Saturday</b>');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expectToast(page, 'Success', 'Note added');
    const notes = page.getByRole('list', { name: 'Notes' });
    await expect(notes.getByRole('listitem').first()).toContainText(
      'Called back, booked for 10am <b>Saturday</b>',
    );
    await expect(notes.getByRole('listitem').first()).toContainText('admin ·');
    await expect(note).toHaveValue('');

    await page.getByLabel('Status', { exact: true }).selectOption('contacted');
    await expectToast(page, 'Success', 'Status changed to Contacted');
    const history = page.getByRole('list', { name: 'Status history' });
    await expect(history.getByRole('listitem').first()).toContainText(
      'Status changed from New to Contacted',
    );
    await expect(history.getByRole('listitem').first()).toContainText('admin ·');
    await expect(history.getByRole('listitem').last()).toContainText('Request received');

    // The e2e server writes mail as .eml files: the staff notification is sent within seconds.
    const staffMail = page.getByTestId('request-mail').filter({ hasText: 'Staff notification' });
    await expect(async () => {
      await page.reload();
      await expect(staffMail).toContainText('Sent', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(staffMail).toContainText(/Sent \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} UTC/);
    await expect(staffMail.getByRole('button', { name: 'Retry now' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('an unknown request is the 404 page', async ({ page }) => {
    await signInThroughApi(page);
    const res = await page.goto('/admin/contacts/987654');
    expect(res?.status()).toBe(404);
  });

  test('axe finds no violation on a request page and the dashboard with its charts, at both sizes (screenshots)', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    mkdirSync(SHOTS, { recursive: true });
    const lead = await sendTestDrive(request, { firstName: 'Axe', lastName: 'Check' });
    for (const size of SIZES) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
      });
      const page = await context.newPage();
      await signInThroughApi(page);
      await page.request.post(`/api/admin/leads/${lead.id}/notes`, {
        data: { note: `Looked at on a ${size.name}` },
      });
      await page.goto(`/admin/leads/${lead.id}`);
      await expect(page.getByRole('heading', { name: 'Axe Check', level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `request page (${size.name})`);
      await page.screenshot({ path: `${SHOTS}/request-details-${size.name}.png`, fullPage: true });

      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Requests per week' })).toBeVisible();
      // The charts' library arrives after the page: the bars and the line are drawn. It is the
      // largest chunk (~120 KB gzip): a busy 2-core CI host took longer than 10 s to run it.
      await expect(page.locator('[data-testid="chart"] .recharts-wrapper')).toHaveCount(2, {
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `dashboard (${size.name})`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, size.name).toBe(0);
      await page
        .getByTestId('dashboard-charts')
        .screenshot({ path: `${SHOTS}/dashboard-charts-${size.name}.png` });
      await context.close();
    }
  });
});
