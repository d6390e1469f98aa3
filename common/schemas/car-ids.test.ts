import { describe, expect, it } from 'vitest';
import { MAX_CARS_BY_IDS } from '../constants';
import { CAR_IDS_RULE, CarIdsQuerySchema, compareHref, parseCarIds } from './car-ids';

describe('a list of car ids in a URL', () => {
  it('reads ids separated by commas, spaces allowed, repeats kept once in first place', () => {
    expect(parseCarIds('12,40,7', 4)).toEqual({ ok: true, ids: [12, 40, 7] });
    expect(parseCarIds(' 3 , 1 ', 4)).toEqual({ ok: true, ids: [3, 1] });
    expect(parseCarIds('5,9,5,5', 2)).toEqual({ ok: true, ids: [5, 9] });
    expect(parseCarIds('2147483647', 1)).toEqual({ ok: true, ids: [2_147_483_647] });
  });

  it.each(['', ',', '1,', '1,,2', 'abc', '1;2', '0', '-1', '1.5', '007', '2147483648', '1e3'])(
    'refuses %j, saying what ids must be',
    (text) => {
      expect(parseCarIds(text, 4)).toEqual({
        ok: false,
        reason: 'malformed',
        message: `ids ${CAR_IDS_RULE}`,
      });
    },
  );

  it('refuses more ids than the limit (counted after repeats are dropped)', () => {
    expect(parseCarIds('1,2,3,4,5', 4)).toEqual({
      ok: false,
      reason: 'too-many',
      message: 'ids must name at most 4 cars',
      ids: [1, 2, 3, 4, 5],
    });
    expect(parseCarIds('1,2,3,4,4', 4)).toEqual({ ok: true, ids: [1, 2, 3, 4] });
  });

  it('is required by the API query, at most MAX_CARS_BY_IDS ids', () => {
    expect(CarIdsQuerySchema.parse({ ids: '8,9' })).toEqual({ ids: [8, 9] });
    const missing = CarIdsQuerySchema.safeParse({});
    expect(missing.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['ids'], 'is required'],
    ]);
    const many = Array.from({ length: MAX_CARS_BY_IDS + 1 }, (_, i) => i + 1).join(',');
    expect(CarIdsQuerySchema.safeParse({ ids: many }).error?.issues[0]?.message).toBe(
      `must name at most ${MAX_CARS_BY_IDS} cars`,
    );
    // A repeated parameter is refused, not guessed at.
    expect(CarIdsQuerySchema.safeParse({ ids: ['1', '2'] }).success).toBe(false);
  });

  it('makes the compare address with readable commas', () => {
    expect(compareHref([3, 14, 15])).toBe('/compare?ids=3,14,15');
  });
});
