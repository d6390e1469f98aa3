import { describe, expect, expectTypeOf, it } from 'vitest';
import { dealershipToday } from '../dates';
import {
  CarInputSchema,
  DISCLOSURE_REQUIRED,
  missingDisclosures,
  cleanFeatures,
  carToInput,
  defaultStockNumber,
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
  priorTaxiPoliceRacing: 'no',
  priorLeaseRental: 'yes',
  damageOver2000: 'no',
  damageAmount: null,
  fromOutsideBc: 'yes',
  importedFrom: 'Alberta',
  allInPrice: 19399,
  colourFamily: 'white',
  priceReducedFrom: null,
  priceReducedAt: null,
  version: 3,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('the vehicle form values', () => {
  // The defaults the form shows are checked on the form itself (car-form.test.tsx).
  it('start a new car with no make, photos, features or disclosures, valid once a make, model and the disclosures are given', () => {
    const draft = newCarInput(new Date('2026-05-01T12:00:00Z'));
    expect(draft.year).toBe(2026);
    expect(draft.make).toBeUndefined();
    expect(draft).toMatchObject({ model: '', photos: [], features: [] });
    expect(draft.priorTaxiPoliceRacing).toBeUndefined();
    expect(
      CarInputSchema.safeParse({ ...draft, make: 'Honda', model: 'Civic', ...ANSWERED }).success,
    ).toBe(true);
  });

  it('of a stored car save it unchanged', () => {
    const parsed = CarInputSchema.parse(carToInput(stored));
    const {
      id: _id,
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      allInPrice: _a,
      colourFamily: _cf,
      priceReducedFrom: _f,
      priceReducedAt: _r,
      ...fields
    } = stored;
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

  it('leave only id, version, the timestamps and the derived fields out of a stored car', () => {
    // A new output-only field on Car must be left out of carToInput too (the input is strict).
    expectTypeOf<Exclude<keyof Car, keyof CarFormValues>>().toEqualTypeOf<
      | 'id'
      | 'version'
      | 'createdAt'
      | 'updatedAt'
      | 'allInPrice'
      | 'colourFamily'
      | 'priceReducedFrom'
      | 'priceReducedAt'
    >();
  });
});

/** Every disclosure answered no. */
const ANSWERED = {
  priorTaxiPoliceRacing: 'no',
  priorLeaseRental: 'no',
  damageOver2000: 'no',
  fromOutsideBc: 'no',
} as const;

describe('the disclosures (docs/product.md#disclosures)', () => {
  const car = {
    year: 2020,
    make: 'Honda',
    model: 'Civic',
    price: 18_000,
    mileage: 60_000,
    condition: 'used',
    transmission: 'cvt',
    fuelType: 'gasoline',
  } as const;
  const issues = (change: Record<string, unknown>) =>
    CarInputSchema.safeParse({ ...car, ...change }).error?.issues.map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);

  it('must each be answered before a car is available, and name each one missing', () => {
    expect(issues({ status: 'available', priorLeaseRental: 'yes' })).toEqual([
      ['priorTaxiPoliceRacing', DISCLOSURE_REQUIRED],
      ['damageOver2000', DISCLOSURE_REQUIRED],
      ['fromOutsideBc', DISCLOSURE_REQUIRED],
    ]);
    expect(missingDisclosures({ priorLeaseRental: 'yes' })).toEqual([
      'priorTaxiPoliceRacing',
      'damageOver2000',
      'fromOutsideBc',
    ]);
    expect(issues({ status: 'available', ...ANSWERED })).toBeUndefined();
  });

  it('take unknown as an answer, and leave a pending or sold car unanswered', () => {
    const unknown = Object.fromEntries(Object.keys(ANSWERED).map((key) => [key, 'unknown']));
    expect(issues({ status: 'available', ...unknown })).toBeUndefined();
    expect(issues({ status: 'pending' })).toBeUndefined();
    expect(issues({ status: 'sold', priorLeaseRental: '' })).toBeUndefined();
  });

  it('refuse other answers, and a damage amount or origin that contradicts its answer', () => {
    expect(issues({ ...ANSWERED, priorLeaseRental: 'maybe' })).toEqual([
      ['priorLeaseRental', 'Please answer yes, no or unknown'],
    ]);
    expect(issues({ ...ANSWERED, damageAmount: 3000 })).toEqual([
      ['damageAmount', 'Give a damage amount only when the damage disclosure is yes'],
    ]);
    expect(issues({ ...ANSWERED, damageOver2000: 'yes', damageAmount: 1500 })).toEqual([
      ['damageAmount', 'The damage amount must be over $2,000'],
    ]);
    expect(issues({ ...ANSWERED, importedFrom: 'Alberta' })).toEqual([
      ['importedFrom', 'Say where it came from only when it was brought in from outside BC'],
    ]);
    expect(
      CarInputSchema.parse({
        ...car,
        ...ANSWERED,
        damageOver2000: 'yes',
        damageAmount: 3250.5,
        fromOutsideBc: 'yes',
        importedFrom: ' Alberta ',
      }),
    ).toMatchObject({ damageAmount: 3250.5, importedFrom: 'Alberta' });
  });
});

describe('the vehicle details rules', () => {
  const base = {
    year: 2020,
    make: 'Honda',
    model: 'Civic',
    price: 18_000,
    mileage: 60_000,
    condition: 'used',
    transmission: 'cvt',
    fuelType: 'gasoline',
    ...ANSWERED,
  } as const;
  const parse = (change: Record<string, unknown>) =>
    CarInputSchema.safeParse({ ...base, ...change });
  const message = (change: Record<string, unknown>) => parse(change).error?.issues[0]?.message;

  it('leave every new field optional: none given is null, features an empty list', () => {
    expect(CarInputSchema.parse(base)).toMatchObject({
      stockNumber: null,
      bodyType: null,
      drivetrain: null,
      exteriorColour: null,
      interiorColour: null,
      doors: null,
      seats: null,
      engine: null,
      features: [],
      inStockSince: null,
    });
  });

  it('upper-case a stock number and take letters, digits and inner hyphens only', () => {
    expect(parse({ stockNumber: ' u-2318a ' }).data?.stockNumber).toBe('U-2318A');
    expect(parse({ stockNumber: '' }).data?.stockNumber).toBeNull();
    for (const bad of ['-U2318', 'U2318-', 'U 2318', 'U_2318', 'É1']) {
      expect(message({ stockNumber: bad }), bad).toMatch(/^Stock number can contain only/);
    }
    expect(message({ stockNumber: 'A'.repeat(21) })).toBe(
      'Stock number must be at most 20 characters',
    );
    expect(defaultStockNumber(123)).toBe('FC-000123');
    expect(defaultStockNumber(1_234_567)).toBe('FC-1234567');
  });

  it("take a form's empty choice as none, and only the listed values", () => {
    expect(parse({ bodyType: '', drivetrain: '' }).data).toMatchObject({
      bodyType: null,
      drivetrain: null,
    });
    expect(parse({ bodyType: 'suv', drivetrain: '4wd' }).data).toMatchObject({
      bodyType: 'suv',
      drivetrain: '4wd',
    });
    expect(message({ bodyType: 'SUV' })).toBe('Please select a body type from the list');
    expect(message({ drivetrain: 'awd ' })).toBe('Please select a drivetrain from the list');
  });

  it('keep doors and seats whole and within their range', () => {
    expect(message({ doors: 0 })).toBe('Doors must be a whole number from 1 to 6');
    expect(message({ doors: 3.5 })).toBe('Doors must be a whole number from 1 to 6');
    expect(message({ seats: 16 })).toBe('Seats must be a whole number from 1 to 15');
    expect(message({ seats: '5' })).toBe('Seats must be a number');
    expect(parse({ doors: 6, seats: 1 }).success).toBe(true);
  });

  it('clean the features: trimmed, blanks and repeats in any case dropped, order kept', () => {
    expect(cleanFeatures([' Sunroof ', '', 'sunroof', 'Heated seats', '  '])).toEqual([
      'Sunroof',
      'Heated seats',
    ]);
    expect(parse({ features: null }).data?.features).toEqual([]);
    const forty = Array.from({ length: 40 }, (_, i) => `F${i}`);
    expect(parse({ features: [...forty, 'f1', ''] }).data?.features).toEqual(forty);
    expect(message({ features: [...forty, 'F40'] })).toBe('At most 40 features per vehicle');
    expect(parse({ features: ['x'.repeat(61)] }).error?.issues[0]).toMatchObject({
      path: ['features', 0],
      message: 'Each feature must be at most 60 characters',
    });
  });

  it('keep | out of features and photo addresses: it separates them in the CSV file', () => {
    expect(parse({ features: ['Heated | cooled seats'] }).error?.issues[0]).toMatchObject({
      path: ['features', 0],
      message: 'A feature cannot contain |',
    });
    expect(message({ photos: ['https://example.com/a|b.jpg'] })).toBe(
      'Photos must be uploaded images or https addresses',
    );
    expect(parse({ photos: ['https://example.com/a%7Cb.jpg'] }).success).toBe(true);
  });

  it('take an in-stock date that is a real day, from 1990 to today', () => {
    expect(parse({ inStockSince: dealershipToday() }).success).toBe(true);
    expect(parse({ inStockSince: '1990-01-01' }).success).toBe(true);
    expect(parse({ inStockSince: ' ' }).data?.inStockSince).toBeNull();
    expect(message({ inStockSince: '2025-02-29' })).toBe(
      'The in-stock date must be a date like 2026-03-14',
    );
    expect(message({ inStockSince: '2025-2-1' })).toBe(
      'The in-stock date must be a date like 2026-03-14',
    );
    expect(message({ inStockSince: '1989-12-31' })).toBe(
      'The in-stock date must be 1990-01-01 or later',
    );
    expect(message({ inStockSince: '2999-01-01' })).toBe(
      'The in-stock date cannot be in the future',
    );
  });
});

describe('the disclosures on a first save with other mistakes', () => {
  it('are named together with the other fields, not one save later', () => {
    const result = CarInputSchema.safeParse({
      year: 2020,
      model: '',
      price: 18_000,
      mileage: 60_000,
      condition: 'used',
      transmission: 'cvt',
      fuelType: 'gasoline',
      status: 'available',
      damageAmount: 'lots',
    });
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(
      expect.arrayContaining([
        'make',
        'model',
        'damageAmount',
        'priorTaxiPoliceRacing',
        'priorLeaseRental',
        'damageOver2000',
        'fromOutsideBc',
      ]),
    );
    // A damage amount that is not a number gets its own message only.
    expect(result.error?.issues.filter((issue) => issue.path[0] === 'damageAmount')).toHaveLength(
      1,
    );
  });
});
