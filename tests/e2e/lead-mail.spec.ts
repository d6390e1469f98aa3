import type { Car } from '../../common/schemas/car';
import { readAdfProspect } from '../support/adf';
import { startTestSmtpServer, type TestSmtpServer } from '../support/test-smtp-server';
import { fillByLabel } from './support/forms';
import { waitForHydration } from './support/console-problems';
import { expect, serveWorker, test as base, type WorkerServer } from './support/test';

// Lead delivery end to end (docs/product.md#lead-delivery): a shopper books a test drive in the
// browser, and within 30 s the staff notification and the ADF/XML document for the CRM arrive at a
// real SMTP server (smtp-server, started here), sent by the built app's outbox worker over SMTP.

const STAFF = 'sales@forecourt.example';
const CRM = 'crm@forecourt.example';

const test = base.extend<object, { smtp: TestSmtpServer; server: WorkerServer }>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const smtp = await startTestSmtpServer();
      await use(smtp);
      await smtp.stop();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ smtp }, use) =>
      serveWorker(use, {
        env: {
          SMTP_URL: smtp.url,
          MAIL_FROM: 'Forecourt Motors <leads@forecourt.example>',
          LEAD_NOTIFY_TO: STAFF,
          CRM_ADF_TO: CRM,
        },
      }),
    { scope: 'worker', timeout: 180_000 },
  ],
});

test.describe('[PUBLIC][LEADS] a booked test drive reaches staff and the CRM by e-mail', () => {
  test('the staff notification and the ADF document arrive within 30 s with the lead in them', async ({
    page,
    smtp,
    baseURL,
  }) => {
    const cars = (await (await page.request.get('/api/cars?pageSize=100')).json()) as Car[];
    const car = cars.find((item) => item.status === 'available')!;
    await page.goto(`/cars/${car.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Test Drive' });
    await fillByLabel(dialog, {
      'First Name': 'Mei',
      'Last Name': 'Tanaka',
      'Email Address': 'mei.tanaka@example.com',
      'Phone Number': '604-555-0199',
      Message: 'Saturday at 10 <am> & bring the winter tires',
    });
    const before = smtp.received.length;
    const started = Date.now();
    const answer = page.waitForResponse(
      (res) => res.url().endsWith('/api/leads') && res.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Request Test Drive' }).click();
    const created = await answer;
    expect(created.status()).toBe(201);
    const lead = (await created.json()) as { id: number };

    const mails = (await smtp.waitFor(before + 2, 30_000)).slice(before);
    expect(Date.now() - started).toBeLessThan(30_000);
    const staff = mails.find((mail) => mail.envelope.to.includes(STAFF));
    const adf = mails.find((mail) => mail.envelope.to.includes(CRM));
    expect(staff, 'the staff notification').toBeDefined();
    expect(adf, 'the ADF document').toBeDefined();

    // The staff notification: who, the car, a tel: link, the message, links to the car and the lead.
    expect(staff!.parsed.subject).toContain(`${car.year} ${car.make} ${car.model}`);
    expect(staff!.parsed.subject).toContain('Mei Tanaka');
    expect(staff!.parsed.replyTo?.value[0]?.address).toBe('mei.tanaka@example.com');
    const html = String(staff!.parsed.html);
    expect(html).toContain('href="tel:');
    expect(html).toContain(`${baseURL}/cars/${car.id}`);
    expect(html).toContain(`${baseURL}/admin/leads/${lead.id}`);
    expect(html).toContain('Saturday at 10 &lt;am&gt; &amp; bring the winter tires');
    expect(staff!.parsed.text).toContain(`Stock no.: ${car.stockNumber}`);

    // The ADF document: well-formed, the car of interest, the shopper and the message.
    const prospect = readAdfProspect(adf!.parsed.text!);
    expect(prospect.vehicle).toMatchObject({
      interest: 'buy',
      status: 'used',
      year: car.year,
      make: car.make,
      model: car.model,
      stock: car.stockNumber,
    });
    const names = [prospect.customer.contact.name].flat() as { part: string; '#text': string }[];
    expect(names).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ part: 'first', '#text': 'Mei' }),
        expect.objectContaining({ part: 'last', '#text': 'Tanaka' }),
      ]),
    );
    expect(prospect.customer.contact.email).toBe('mei.tanaka@example.com');
    expect(prospect.customer.comments).toContain('Saturday at 10 <am> & bring the winter tires');
  });
});
