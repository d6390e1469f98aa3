// What the lead mails are made of: a stored request (with its car for a test drive), the site's
// absolute address, and the helpers the staff notification, the ADF document and the shopper's
// confirmation share. Pure functions: no database, no network.
import type { Appraisal, Contact, Lead } from '../../common/schemas/requests';
import { SITE } from '../../common/site';

/** The car a lead is about, as the mails show it. */
export interface CarForMail {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  vin: string | null;
  stockNumber: string;
  mileage: number;
  /** The shown price (docs/product.md#price-display). */
  price: number;
}

export type RequestForMail =
  | { type: 'lead'; request: Lead; car: CarForMail | null }
  | { type: 'contact'; request: Contact }
  | { type: 'appraisal'; request: Appraisal };

export type RequestType = RequestForMail['type'];

/** One composed e-mail before it has an envelope: the outbox stores these parts. */
export interface ComposedMail {
  subject: string;
  text: string;
  html?: string;
}

/** The admin pages of each inbox (their detail pages are /admin/<inbox>/:id). */
export const ADMIN_INBOX: Record<RequestType, string> = {
  lead: 'leads',
  contact: 'contacts',
  appraisal: 'appraisals',
};

/** Who sent a request, whatever its form called the fields. */
export interface Shopper {
  fullName: string;
  firstName: string;
  /** Null when the shopper gave one word only (the appraisal form asks for a full name). */
  lastName: string | null;
  email: string;
  phone: string | null;
  message: string | null;
}

export function shopperOf(mail: RequestForMail): Shopper {
  if (mail.type === 'appraisal') {
    const r = mail.request;
    const words = r.contactName.trim().split(/\s+/);
    const lastName = words.length > 1 ? words.pop()! : null;
    return {
      fullName: r.contactName.trim(),
      firstName: words.join(' '),
      lastName,
      email: r.contactEmail,
      phone: r.contactPhone,
      message: r.description,
    };
  }
  const r = mail.request;
  return {
    fullName: `${r.firstName} ${r.lastName}`,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    message: r.message,
  };
}

/** `2020 Honda Civic` (and the trim when asked). */
export function carName(car: { year: number; make: string; model: string; trim?: string | null }) {
  return [car.year, car.make, car.model, car.trim].filter(Boolean).join(' ');
}

/**
 * A `tel:` URI of a phone number as shoppers type it: digits only, +1 added to a 10-digit North
 * American number, an extension (`ext 12`, `x12`) kept as `;ext=12` (RFC 3966).
 */
export function telHref(phone: string): string {
  const match = /^(.*?)(?:\s*(?:ext\.?|x)\s*(\d{1,6}))?\s*$/i.exec(phone.trim())!;
  const main = match[1]!;
  const digits = main.replace(/\D/g, '');
  let number = digits;
  if (main.trim().startsWith('+')) number = `+${digits}`;
  else if (digits.length === 10) number = `+1${digits}`;
  else if (digits.length === 11 && digits.startsWith('1')) number = `+${digits}`;
  return `tel:${number}${match[2] ? `;ext=${match[2]}` : ''}`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** A header's text on one line (a name with a line break must not start a new header). */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The date and time of a request on the dealership's clock, e.g. `Mon, Jan 5, 2026, 3:04 PM PST`. */
export function dealershipTime(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE.timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
