import { describe, expect, it } from 'vitest';
import { daysInStock, dealershipToday, formatUtcDate, isIsoDate, isoDateIn } from './dates';

describe('the dealership calendar', () => {
  it("is Richmond's, not UTC: late evening in BC is still the same day", () => {
    // 2026-03-14 23:30 in Vancouver (PDT, UTC-7) is 06:30 UTC on the 15th.
    const evening = new Date('2026-03-15T06:30:00Z');
    expect(dealershipToday(evening)).toBe('2026-03-14');
    expect(isoDateIn(evening, 'UTC')).toBe('2026-03-15');
  });

  it('knows real dates from look-alikes', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('daysInStock', () => {
  const now = new Date('2026-03-15T18:00:00Z'); // 11:00 in Richmond, March 15
  it('counts whole days on the dealership calendar, 0 on the day the car came in', () => {
    expect(daysInStock('2026-03-15', now)).toBe(0);
    expect(daysInStock('2026-03-14', now)).toBe(1);
    expect(daysInStock('2026-02-13', now)).toBe(30);
    // Across the daylight-saving change (March 8) and a leap day.
    expect(daysInStock('2024-03-15', now)).toBe(730);
  });

  it('counts a date after today as 0 and refuses what is no date', () => {
    expect(daysInStock('2026-03-16', now)).toBe(0);
    expect(() => daysInStock('soon', now)).toThrow(RangeError);
  });
});

describe('long dates written without Intl', () => {
  const long = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const withWeekday = new Intl.DateTimeFormat('en-CA', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

  const short = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

  it("writes an instant's UTC date as Intl's en-CA long date does, every day of two years", () => {
    const start = Date.UTC(2026, 0, 1, 23, 59, 59);
    for (let day = 0; day < 731; day++) {
      const iso = new Date(start + day * 86_400_000).toISOString();
      expect(formatUtcDate(iso)).toBe(long.format(new Date(iso)));
      expect(formatUtcDate(iso, { weekday: true })).toBe(withWeekday.format(new Date(iso)));
      expect(formatUtcDate(iso, { shortMonth: true })).toBe(short.format(new Date(iso)));
      // A calendar date (YYYY-MM-DD) is that day, wherever the code runs.
      const isoDate = iso.slice(0, 10);
      expect(formatUtcDate(isoDate, { shortMonth: true })).toBe(short.format(new Date(iso)));
    }
    expect(formatUtcDate('2026-11-23T07:30:00Z')).toBe('November 23, 2026');
  });

  it('refuses what is not a date, as Intl does', () => {
    expect(() => formatUtcDate('not a date')).toThrow(RangeError);
  });
});
