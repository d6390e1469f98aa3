import { describe, expect, it } from 'vitest';
import { idSchema, MAX_ID, parseIdParam } from './ids';

describe('the id rule', () => {
  it('reads a path segment of digits without a leading zero, up to the int4 maximum', () => {
    expect(parseIdParam('1')).toBe(1);
    expect(parseIdParam('42')).toBe(42);
    expect(parseIdParam(String(MAX_ID))).toBe(2_147_483_647);
  });

  it.each([
    undefined,
    '',
    '0',
    '007',
    '-1',
    '+1',
    '1.5',
    '1e3',
    ' 1',
    'abc',
    '2147483648',
    '99999999999',
  ])('finds no id in the path segment %j', (value) => {
    expect(parseIdParam(value)).toBeNull();
  });

  it('takes a JSON number from 1 to the int4 maximum, wording the messages for the field', () => {
    const carId = idSchema('carId', 'a car id');
    const message = (value: unknown) => carId.safeParse(value).error?.issues[0]?.message;
    expect(carId.parse(1)).toBe(1);
    expect(carId.parse(MAX_ID)).toBe(MAX_ID);
    expect(message('5')).toBe('carId must be a number');
    expect(message(1.5)).toBe('carId must be a whole number');
    expect(message(0)).toBe('carId must be a car id');
    expect(message(MAX_ID + 1)).toBe('carId must be a car id');
  });
});
