// Calendar days of the dealership (docs/product.md#vehicle-form): a car's in-stock date and its
// days in stock are counted on the lot's calendar (SITE.timeZone), not the server's or the browser's.
import { SITE } from './site';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// One formatter per time zone: building one costs far more than using it, and the vehicle
// schema asks for today's date on every car it checks (an import checks thousands).
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function isoDateIn(instant: Date, timeZone: string = SITE.timeZone): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats a date as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** Today at the dealership, as YYYY-MM-DD. */
export const dealershipToday = (now: Date = new Date()): string => isoDateIn(now);

/** Days from the epoch of a YYYY-MM-DD date, or NaN when it is not one. */
function dayNumber(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return Number.NaN;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const back = new Date(time);
  // 2026-02-30 is no date (Date.UTC would roll it over into March).
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
    return Number.NaN;
  }
  return time / DAY_MS;
}

/** True for a real calendar date written YYYY-MM-DD. */
export const isIsoDate = (value: string): boolean => !Number.isNaN(dayNumber(value));

/**
 * Whole days a car has been in stock: 0 on the day it came in. A date after today (a clock or
 * time-zone difference) counts as 0.
 */
export function daysInStock(inStockSince: string, now: Date = new Date()): number {
  return daysInStockOn(inStockSince, dealershipToday(now));
}

/**
 * Whole days in stock on the dealership's date `today` (YYYY-MM-DD). Pages count with the
 * server's today: browsers' time-zone data can differ from the server's (Chromium's has
 * Vancouver on UTC-7 all year from November 2026, Node 20's UTC-8 in winter), and a badge
 * counted by each would differ for an hour a day and break hydration.
 */
export function daysInStockOn(inStockSince: string, today: string): number {
  const days = dayNumber(today) - dayNumber(inStockSince);
  if (Number.isNaN(days)) throw new RangeError(`Not a date: ${inStockSince}`);
  return Math.max(0, days);
}

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

/**
 * "November 23, 2026", "Monday, November 23, 2026" with the weekday, "Nov 23, 2026" with the short
 * month: the UTC date of an instant or of a YYYY-MM-DD date (so the server and the browser agree
 * while hydrating), as Intl's en-CA date writes it. Written here, not by Intl: a browser's first
 * Intl formatter costs 45-60 ms of main thread (docs/product.md#performance).
 */
export function formatUtcDate(iso: string, { weekday = false, shortMonth = false } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  const month = MONTHS[date.getUTCMonth()]!;
  const day = `${shortMonth ? month.slice(0, 3) : month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return weekday ? `${WEEKDAYS[date.getUTCDay()]}, ${day}` : day;
}
