import { expectToast, signInThroughApi } from './support/admin';
import { watchConsole } from './support/console-problems';
import { newestCar, sendContact, sendTestDrive } from './support/data';
import { expect, test } from './support/test';

test.describe('[ADMIN][INBOX] leads, contact messages and appraisal requests', () => {
  test('a lead opens its details (message as text, link to its car) and moves new → contacted → closed while New Leads drops', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const car = await newestCar(request);
    await sendTestDrive(request, {
      firstName: 'Avery',
      lastName: 'Inbox',
      email: 'avery@example.com',
      message: 'Saturday works.\n<b>Not bold</b> <img src=x onerror=alert(1)>',
      carId: car.id,
    });

    await signInThroughApi(page);
    await page.goto('/admin');
    const newLeads = page.getByTestId('stat-card').filter({ hasText: 'New Leads' });
    const before = Number((await newLeads.innerText()).replace(/\D/g, ''));

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Leads' })
      .click();
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    // By CSS: while the details dialog is open the table is aria-hidden.
    const first = page.locator('table[aria-label="Leads"] tbody tr').first();
    await expect(first).toContainText('Avery Inbox');
    await expect(first).toHaveAttribute('data-highlighted', 'true');
    await expect(
      first.getByRole('link', { name: `${car.year} ${car.make} ${car.model}` }),
    ).toHaveAttribute('href', `/cars/${car.id}`);

    await first.getByRole('button', { name: 'Avery Inbox' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avery Inbox' });
    await expect(
      dialog.getByText('<b>Not bold</b> <img src=x onerror=alert(1)>', { exact: false }),
    ).toBeVisible();
    await expect(dialog.locator('b, img')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'avery@example.com' })).toHaveAttribute(
      'href',
      'mailto:avery@example.com',
    );
    await dialog.getByLabel('Status').selectOption('contacted');
    await expectToast(page, 'Success', 'Status changed to Contacted');
    await expect(first.getByText('Contacted', { exact: true })).toBeVisible();
    await expect(first).not.toHaveAttribute('data-highlighted');
    await dialog.getByLabel('Status').selectOption('closed');
    await expectToast(page, 'Success', 'Status changed to Closed');
    await expect(first.getByText('Closed', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(newLeads).toHaveText(`New Leads${before - 1}`);
    expect(problems).toEqual([]);
  });

  test('contact messages and appraisal requests are paged, newest first', async ({
    page,
    request,
  }) => {
    for (let i = 1; i <= 21; i++) {
      await sendContact(request, { firstName: 'Paging', lastName: `Person${i}` });
    }
    await signInThroughApi(page);
    const total = Number((await page.request.get('/api/contacts')).headers()['x-total-count']);
    await page.goto('/admin/contacts');
    const rows = page.getByRole('table', { name: 'Contact Messages' }).locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText('Paging Person21');
    await expect(page.getByText(`Page 1 of ${Math.ceil(total / 20)}`)).toBeVisible();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(rows).toHaveCount(Math.min(20, total - 20));
    await expect(page.getByRole('table', { name: 'Contact Messages' })).not.toContainText(
      'Paging Person21',
    );

    await page.goto('/admin/appraisals');
    await expect(page.getByRole('heading', { name: 'Appraisal Requests', level: 1 })).toBeVisible();
    const appraisals = Number(
      (await page.request.get('/api/appraisals')).headers()['x-total-count'],
    );
    await expect(
      page.getByRole('table', { name: 'Appraisal Requests' }).locator('tbody tr'),
    ).toHaveCount(Math.min(appraisals, 20));
    const row = page.getByRole('table', { name: 'Appraisal Requests' }).locator('tbody tr').first();
    await row.getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByText('Mileage')).toBeVisible();
  });
});
