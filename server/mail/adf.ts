// The request as one ADF 1.0 document (Auto-lead Data Format, what dealer CRMs read from their
// lead inbox): prospect → requestdate, vehicle, customer, vendor, provider. Built with xmlbuilder2,
// which escapes every text; characters XML 1.0 cannot carry at all are dropped first.
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { SITE } from '../../common/site';
import { xmlText } from '../xml-text';
import { carName, shopperOf, type RequestForMail } from './request-mail';

/** The ADF `source` of our ids, and the provider's name. */
export const ADF_PROVIDER = `${SITE.name} website`;

const SERVICE: Record<RequestForMail['type'], string> = {
  lead: 'Vehicle enquiry',
  contact: 'Contact form',
  appraisal: 'Appraisal request',
};

function element(
  parent: XMLBuilder,
  name: string,
  value: string | number | null | undefined,
  attributes?: Record<string, string>,
) {
  if (value === null || value === undefined || value === '') return;
  parent.ele(name, attributes).txt(xmlText(value));
}

function addVehicle(prospect: XMLBuilder, mail: RequestForMail) {
  if (mail.type === 'appraisal') {
    const r = mail.request;
    const vehicle = prospect.ele('vehicle', { interest: 'sell', status: 'used' });
    element(vehicle, 'year', r.year);
    element(vehicle, 'make', r.make);
    element(vehicle, 'model', r.model);
    element(vehicle, 'odometer', r.mileage, { status: 'unknown', units: 'km' });
    element(vehicle, 'condition', r.condition);
    if (r.askingPrice != null) {
      element(vehicle, 'price', r.askingPrice.toFixed(2), { type: 'asking', currency: 'CAD' });
    }
    return;
  }
  // ADF asks for at least one vehicle with year, make and model: a contact message or a lead
  // without a car sends them empty (interest trade-in when that is what the shopper picked).
  const car = mail.type === 'lead' ? mail.car : null;
  const interest = mail.request.interest === 'Trade-In Evaluation' ? 'trade-in' : 'buy';
  const vehicle = prospect.ele('vehicle', { interest, status: 'used' });
  vehicle.ele('year').txt(car ? String(car.year) : '');
  vehicle.ele('make').txt(car ? xmlText(car.make) : '');
  vehicle.ele('model').txt(car ? xmlText(car.model) : '');
  if (!car) return;
  element(vehicle, 'vin', car.vin);
  element(vehicle, 'stock', car.stockNumber);
  element(vehicle, 'trim', car.trim);
  element(vehicle, 'odometer', car.mileage, { status: 'unknown', units: 'km' });
  element(vehicle, 'price', car.price.toFixed(2), { type: 'asking', currency: 'CAD' });
}

function comments(mail: RequestForMail): string {
  const shopper = shopperOf(mail);
  const parts: string[] = [];
  if (mail.type !== 'appraisal' && mail.request.interest) {
    parts.push(`Interested in: ${mail.request.interest}`);
  }
  if (mail.type === 'lead' && mail.car)
    parts.push(`Car: ${carName(mail.car)} (${mail.car.stockNumber})`);
  if (mail.type === 'appraisal') parts.push(`Condition: ${mail.request.condition}`);
  if (shopper.message?.trim()) parts.push(shopper.message.trim());
  return parts.join('\n\n');
}

/** The ADF/XML document of one request (the body of the CRM's plain-text mail). */
export function composeAdf(mail: RequestForMail, siteUrl: string): string {
  const shopper = shopperOf(mail);
  const doc = create({ version: '1.0' }).ins('adf', 'version="1.0"');
  const prospect = doc.ele('adf').ele('prospect', { status: 'new' });
  element(prospect, 'id', `${mail.type}-${mail.request.id}`, {
    sequence: '1',
    source: ADF_PROVIDER,
  });
  // ISO 8601 in UTC, to the second.
  element(prospect, 'requestdate', mail.request.createdAt.replace(/\.\d+Z$/, 'Z'));
  addVehicle(prospect, mail);

  const customer = prospect.ele('customer');
  const contact = customer.ele('contact');
  if (shopper.lastName === null) {
    element(contact, 'name', shopper.firstName, { part: 'full' });
  } else {
    element(contact, 'name', shopper.firstName, { part: 'first' });
    element(contact, 'name', shopper.lastName, { part: 'last' });
  }
  element(contact, 'email', shopper.email);
  element(contact, 'phone', shopper.phone, { type: 'voice' });
  element(customer, 'comments', comments(mail));

  const vendor = prospect.ele('vendor');
  element(vendor, 'vendorname', SITE.name);
  element(vendor, 'url', siteUrl);
  const vendorContact = vendor.ele('contact', { primarycontact: '1' });
  element(vendorContact, 'name', SITE.name, { part: 'full' });
  element(vendorContact, 'email', SITE.email);
  element(vendorContact, 'phone', SITE.phone.display, { type: 'voice' });
  const address = vendorContact.ele('address', { type: 'work' });
  element(address, 'street', SITE.address.street, { line: '1' });
  element(address, 'city', SITE.address.city);
  element(address, 'regioncode', SITE.address.region);
  element(address, 'postalcode', SITE.address.postalCode);
  element(address, 'country', SITE.address.country);

  const provider = prospect.ele('provider');
  element(provider, 'name', ADF_PROVIDER, { part: 'full' });
  element(provider, 'service', SERVICE[mail.type]);
  element(provider, 'url', siteUrl);
  return doc.end({ prettyPrint: true }) + '\n';
}
