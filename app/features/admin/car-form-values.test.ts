import { describe, expect, it } from 'vitest';
import { CarInputSchema } from '../../../common/schemas/car';
import { newCarFormFields, toCarInput } from './car-form-values';

describe('vehicle form values', () => {
  it('starts with the spec §3 defaults', () => {
    expect(newCarFormFields(new Date('2026-05-01T12:00:00Z'))).toMatchObject({
      year: '2026',
      price: '0',
      mileage: '0',
      condition: 'used',
      transmission: 'automatic',
      fuelType: 'gasoline',
      status: 'available',
      featured: false,
      make: '',
    });
  });

  it('turns a non-numeric mileage into 0 and leaves empty discount prices out', () => {
    const input = toCarInput(
      { ...newCarFormFields(), mileage: 'abc', make: 'Honda', model: 'Civic' },
      [],
    );
    expect(input.mileage).toBe(0);
    expect('originalPrice' in JSON.parse(JSON.stringify(input))).toBe(false);
    expect('discountedPrice' in JSON.parse(JSON.stringify(input))).toBe(false);
    expect(CarInputSchema.safeParse(input).success).toBe(true);
  });

  it('keeps a blank price as not-a-number so the schema says so', () => {
    const result = CarInputSchema.safeParse(
      toCarInput({ ...newCarFormFields(), price: '', make: 'Honda', model: 'Civic' }, []),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['price'],
      message: 'Price must be a number',
    });
  });

  it('passes the photos of the local list, in order', () => {
    const input = toCarInput(newCarFormFields(), ['https://example.com/a.jpg', '/images/abc']);
    expect(input.photos).toEqual(['https://example.com/a.jpg', '/images/abc']);
  });
});
