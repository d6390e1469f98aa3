import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CarInputSchema,
  carToInput,
  mileageFromText,
  newCarInput,
  type Car,
  type CarFormValues,
} from './car';

const stored: Car = {
  id: 7,
  year: 2019,
  make: 'Honda',
  model: 'Civic',
  trim: 'EX',
  price: 18900,
  originalPrice: null,
  discountedPrice: null,
  mileage: 64321,
  condition: 'used',
  transmission: 'automatic',
  fuelType: 'gasoline',
  location: 'Richmond, BC',
  description: null,
  photos: ['https://example.com/a.jpg'],
  vin: '2HGFC2F59KH000001',
  status: 'available',
  featured: true,
  stockNumber: 'FC-000007',
  bodyType: 'sedan',
  drivetrain: 'fwd',
  exteriorColour: 'Lunar Silver',
  interiorColour: 'Black cloth',
  doors: 4,
  seats: 5,
  engine: '2.0L 4-cylinder',
  features: ['Heated seats', 'Apple CarPlay'],
  inStockSince: '2026-01-02',
  version: 3,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('the vehicle form values', () => {
  it('start a new car with the product defaults', () => {
    expect(newCarInput(new Date('2026-05-01T12:00:00Z'))).toEqual({
      year: 2026,
      model: '',
      price: 0,
      mileage: 0,
      condition: 'used',
      transmission: 'automatic',
      fuelType: 'gasoline',
      status: 'available',
      featured: false,
      photos: [],
      features: [],
    });
  });

  it('of a stored car save it unchanged', () => {
    const parsed = CarInputSchema.parse(carToInput(stored));
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = stored;
    expect(parsed).toEqual(fields);
  });

  it('of a car whose make is not on the list ask for the make again', () => {
    const input = carToInput({ ...stored, make: 'Trabant' });
    expect(input.make).toBeUndefined();
    expect(CarInputSchema.safeParse(input).error?.issues[0]).toMatchObject({
      path: ['make'],
      message: 'Please select a make from the list',
    });
  });

  it('turn a non-numeric mileage into 0', () => {
    expect(mileageFromText('abc')).toBe(0);
    expect(mileageFromText('')).toBe(0);
    expect(mileageFromText('64321')).toBe(64321);
    expect(mileageFromText('-5')).toBe(-5);
  });

  it('leave only id, version and the timestamps out of a stored car', () => {
    // A new output-only field on Car must be left out of carToInput too (the input is strict).
    expectTypeOf<Exclude<keyof Car, keyof CarFormValues>>().toEqualTypeOf<
      'id' | 'version' | 'createdAt' | 'updatedAt'
    >();
  });
});
