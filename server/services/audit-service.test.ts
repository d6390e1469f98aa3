import { describe, expect, it } from 'vitest';
import { changedFields, startOfDealershipDay } from './audit-service';

describe('changedFields', () => {
  it('lists only the fields whose values differ, as [before, after]', () => {
    expect(
      changedFields(
        { price: '100.00', make: 'Honda', year: 2019 },
        { price: '90.00', make: 'Honda', year: 2019 },
      ),
    ).toEqual({ price: ['100.00', '90.00'] });
  });

  it('compares arrays and dates by value, and a missing field as null', () => {
    const day = new Date('2026-01-02T00:00:00Z');
    expect(
      changedFields({ features: ['A'], soldAt: day }, { features: ['A'], soldAt: new Date(day) }),
    ).toEqual({});
    expect(changedFields({ trim: null }, { trim: 'EX' })).toEqual({ trim: [null, 'EX'] });
    expect(changedFields(null, { make: 'Kia' })).toEqual({ make: [null, 'Kia'] });
  });

  it('keeps to the fields asked for and never lists a secret', () => {
    expect(
      changedFields(
        { passwordHash: 'a', totpSecret: 'x', displayName: 'A' },
        { passwordHash: 'b', totpSecret: 'y', displayName: 'B' },
      ),
    ).toEqual({ displayName: ['A', 'B'] });
    expect(changedFields({ a: 1, b: 1 }, { a: 2, b: 2 }, ['a'])).toEqual({ a: [1, 2] });
  });
});

describe('startOfDealershipDay', () => {
  it('is midnight in Vancouver, in winter and in summer time', () => {
    expect(startOfDealershipDay('2026-01-15').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(startOfDealershipDay('2026-07-15').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    // The day summer time starts (02:00 → 03:00): its midnight is still on standard time.
    expect(startOfDealershipDay('2026-03-08').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(startOfDealershipDay('2026-11-01').toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });
});
