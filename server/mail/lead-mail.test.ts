// The composed lead mails, read as their receivers read them: the staff notification's rows and
// links, the ADF document through an XML parser, the shopper's confirmation.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Appraisal, Contact, Lead } from '../../common/schemas/requests';
import { SITE } from '../../common/site';
import { composeAdf } from './adf';
import { composeConfirmation } from './confirmation';
import { telHref, type CarForMail, type RequestForMail } from './request-mail';
import { composeStaffNotification } from './staff-notification';

const SITE_URL = 'https://forecourt.example';
const NASTY = 'Is it <b>"clean"</b> & fair? ]]> <![CDATA[ x ]]> \u0007bell </comments>';

const car: CarForMail = {
  id: 12,
  year: 2020,
  make: 'Honda',
  model: 'Civic',
  trim: 'EX',
  vin: '2HGFC2F59LH000001',
  stockNumber: 'FC-000012',
  mileage: 45_000,
  price: 23_995,
};
// The mails say nothing about marketing consent.
const noConsent = { marketingConsent: false, consentText: null, consentAt: null };
const lead: Lead = {
  ...noConsent,
  id: 5,
  status: 'new',
  createdAt: '2026-01-05T23:04:07.123Z',
  firstName: 'Jane',
  lastName: "O'Brien <script>",
  email: 'jane@example.com',
  phone: '(604) 555-0199',
  interest: 'Schedule Test Drive',
  message: 'Saturday morning?',
  carId: 12,
};
const contact: Contact = {
  ...noConsent,
  id: 7,
  status: 'new',
  createdAt: '2026-01-06T17:00:00.000Z',
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.com',
  phone: null,
  interest: 'Trade-In Evaluation',
  message: NASTY,
};
const appraisal: Appraisal = {
  ...noConsent,
  id: 9,
  status: 'new',
  createdAt: '2026-01-07T18:30:00.000Z',
  make: 'Toyota',
  model: 'Camry',
  year: 2018,
  mileage: 85_000,
  condition: 'good',
  askingPrice: 15_500.5,
  description: 'One owner & no accidents',
  contactName: 'Mary Ann Smith',
  contactPhone: '604 555 0177 ext 12',
  contactEmail: 'mary@example.com',
};

const testDrive: RequestForMail = { type: 'lead', request: lead, car };
const message: RequestForMail = { type: 'contact', request: contact };
const sale: RequestForMail = { type: 'appraisal', request: appraisal };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => name === 'name',
});

function expectLines(text: string, lines: string[]) {
  for (const line of lines) expect(text).toContain(line);
}

/** Parses an ADF document, failing on anything not well-formed. */
function parseAdf(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml.startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
  return parser.parse(xml).adf.prospect;
}

describe('telHref', () => {
  it.each([
    ['(604) 555-0199', 'tel:+16045550199'],
    ['1-604-555-0199', 'tel:+16045550199'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['604 555 0177 ext 12', 'tel:+16045550177;ext=12'],
    ['604.555.0177x9', 'tel:+16045550177;ext=9'],
  ])('%s → %s', (phone, href) => expect(telHref(phone)).toBe(href));
});

describe('staff notification', () => {
  it('gives a test drive: who, the car with its page, price and stock no., tap to call, the admin link', () => {
    const mail = composeStaffNotification(testDrive, SITE_URL);
    expect(mail.subject).toBe(
      "Test-drive request: 2020 Honda Civic EX (FC-000012) – Jane O'Brien <script>",
    );
    expectLines(mail.text, [
      "Name: Jane O'Brien <script>",
      'Phone: (604) 555-0199',
      'Email: jane@example.com',
      'Car: 2020 Honda Civic EX (https://forecourt.example/cars/12)',
      'Stock no.: FC-000012',
      'Price: $23,995',
      'Mileage: 45,000 km',
      'VIN: 2HGFC2F59LH000001',
      'Saturday morning?',
      'Received: Mon, Jan 5, 2026, 3:04 p.m. PST',
      'Open the request: https://forecourt.example/admin/leads/5',
    ]);
    expect(mail.html).toContain('<a href="tel:+16045550199">(604) 555-0199</a>');
    expect(mail.html).toContain('<a href="mailto:jane@example.com">jane@example.com</a>');
    expect(mail.html).toContain(
      '<a href="https://forecourt.example/cars/12">2020 Honda Civic EX</a>',
    );
    expect(mail.html).toContain('href="https://forecourt.example/admin/leads/5"');
    expect(mail.html).toContain('Jane O&#39;Brien &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('gives a contact message with its interest, escaping the message in the HTML', () => {
    const mail = composeStaffNotification(message, SITE_URL);
    expect(mail.subject).toBe('Contact message: Trade-In Evaluation – Sam Lee');
    expect(mail.text).toContain('Interested in: Trade-In Evaluation');
    expect(mail.text).toContain(NASTY);
    expect(mail.text).not.toContain('Phone:');
    expect(mail.text).toContain('https://forecourt.example/admin/contacts/7');
    expect(mail.html).toContain('Is it &lt;b&gt;&quot;clean&quot;&lt;/b&gt; &amp; fair? ]]&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('gives an appraisal: their car, mileage, condition, asking price', () => {
    const mail = composeStaffNotification(sale, SITE_URL);
    expect(mail.subject).toBe('Appraisal request: 2018 Toyota Camry, 85,000 km – Mary Ann Smith');
    expectLines(mail.text, [
      'Their car: 2018 Toyota Camry',
      'Mileage: 85,000 km',
      'Condition: Good',
      'Asking price: $15,501',
      'Phone: 604 555 0177 ext 12',
      'One owner & no accidents',
      'https://forecourt.example/admin/appraisals/9',
    ]);
    expect(mail.html).toContain('<a href="tel:+16045550177;ext=12">');
  });

  it('keeps a subject on one line whatever the name holds', () => {
    const mail = composeStaffNotification(
      { type: 'contact', request: { ...contact, firstName: 'Evil\r\nBcc: x@y.z' } },
      SITE_URL,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('ADF document', () => {
  it('describes a test drive: the car to buy, the customer, the dealership and the website', () => {
    const p = parseAdf(composeAdf(testDrive, SITE_URL));
    expect(p.status).toBe('new');
    expect(p.id).toEqual({ '#text': 'lead-5', sequence: '1', source: 'Forecourt Motors website' });
    expect(p.requestdate).toBe('2026-01-05T23:04:07Z');
    expect(p.vehicle).toEqual({
      interest: 'buy',
      status: 'used',
      year: '2020',
      make: 'Honda',
      model: 'Civic',
      vin: '2HGFC2F59LH000001',
      stock: 'FC-000012',
      trim: 'EX',
      odometer: { '#text': '45000', status: 'unknown', units: 'km' },
      price: { '#text': '23995.00', type: 'asking', currency: 'CAD' },
    });
    expect(p.customer.contact).toEqual({
      name: [
        { '#text': 'Jane', part: 'first' },
        { '#text': "O'Brien <script>", part: 'last' },
      ],
      email: 'jane@example.com',
      phone: { '#text': '(604) 555-0199', type: 'voice' },
    });
    expect(p.customer.comments).toBe(
      'Interested in: Schedule Test Drive\n\nCar: 2020 Honda Civic EX (FC-000012)\n\nSaturday morning?',
    );
    expect(p.vendor).toEqual({
      vendorname: SITE.name,
      url: SITE_URL,
      contact: {
        primarycontact: '1',
        name: [{ '#text': SITE.name, part: 'full' }],
        email: SITE.email,
        phone: { '#text': SITE.phone.display, type: 'voice' },
        address: {
          type: 'work',
          street: { '#text': SITE.address.street, line: '1' },
          city: SITE.address.city,
          regioncode: SITE.address.region,
          postalcode: SITE.address.postalCode,
          country: SITE.address.country,
        },
      },
    });
    expect(p.provider).toEqual({
      name: [{ '#text': 'Forecourt Motors website', part: 'full' }],
      service: 'Vehicle enquiry',
      url: SITE_URL,
    });
  });

  it('stays well-formed with <, &, a CDATA end and a control character in the message', () => {
    const xml = composeAdf(message, SITE_URL);
    const p = parseAdf(xml);
    expect(p.customer.comments).toBe(
      `Interested in: Trade-In Evaluation\n\n${NASTY.replace('\u0007', '')}`,
    );
    expect(p.vehicle).toEqual({
      interest: 'trade-in',
      status: 'used',
      year: '',
      make: '',
      model: '',
    });
    expect(p.customer.contact.phone).toBeUndefined();
    expect(p.provider.service).toBe('Contact form');
  });

  it('describes an appraisal: the shopper’s car to sell with its asking price', () => {
    const p = parseAdf(composeAdf(sale, SITE_URL));
    expect(p.id['#text']).toBe('appraisal-9');
    expect(p.requestdate).toBe('2026-01-07T18:30:00Z');
    expect(p.vehicle).toEqual({
      interest: 'sell',
      status: 'used',
      year: '2018',
      make: 'Toyota',
      model: 'Camry',
      odometer: { '#text': '85000', status: 'unknown', units: 'km' },
      condition: 'good',
      price: { '#text': '15500.50', type: 'asking', currency: 'CAD' },
    });
    expect(p.customer.contact.name).toEqual([
      { '#text': 'Mary Ann', part: 'first' },
      { '#text': 'Smith', part: 'last' },
    ]);
    expect(p.customer.contact.email).toBe('mary@example.com');
    expect(p.customer.contact.phone['#text']).toBe('604 555 0177 ext 12');
    expect(p.customer.comments).toBe('Condition: good\n\nOne owner & no accidents');
  });

  it('names a one-word shopper in full, and a lead without a car has an empty vehicle', () => {
    const p = parseAdf(
      composeAdf({ type: 'appraisal', request: { ...appraisal, contactName: 'Prince' } }, SITE_URL),
    );
    expect(p.customer.contact.name).toEqual([{ '#text': 'Prince', part: 'full' }]);
    const q = parseAdf(
      composeAdf({ type: 'lead', request: { ...lead, interest: null }, car: null }, SITE_URL),
    );
    expect(q.vehicle).toEqual({ interest: 'buy', status: 'used', year: '', make: '', model: '' });
  });
});

describe('confirmation to the shopper', () => {
  it('thanks them and says what happens next, with the reply promise', () => {
    const mail = composeConfirmation(testDrive, SITE_URL);
    expect(mail.subject).toBe('We received your request – Forecourt Motors');
    expect(mail.text).toContain('Hi Jane,');
    expect(mail.text).toContain(
      'Thank you for your request about the 2020 Honda Civic EX. We reply within 24 hours.',
    );
    expect(mail.text).toContain(SITE.phone.display);
    const offer = composeConfirmation(sale, SITE_URL);
    expect(offer.text).toContain('Hi Mary Ann,');
    expect(offer.text).toContain(SITE.replyPromise.appraisal);
    expect(composeConfirmation(message, SITE_URL).text).toContain('Thank you for your message.');
  });

  it('escapes the shopper’s name in the HTML', () => {
    const mail = composeConfirmation(
      { type: 'contact', request: { ...contact, firstName: '<img src=x>' } },
      SITE_URL,
    );
    expect(mail.html).toContain('Hi &lt;img src=x&gt;,');
    expect(mail.html).not.toContain('<img');
  });
});
