// Cars for tests: valid vehicle-form input built from the demo seed's own builder
// (server/seed/inputs.ts), and a helper that stores one through the car service.
import {
  CarInputSchema,
  CarSchema,
  defaultStockNumber,
  type Car,
  type CarFormValues,
} from '../../common/schemas/car';
import { allInPrice } from '../../common/format';
import { demoCars } from '../../server/seed/demo-cars';
import { demoCarInput } from '../../server/seed/inputs';
import type { Services } from '../../server/services';
import { carColumns } from '../../server/services/car-service';

/**
 * A valid car as the vehicle form sends it: the first demo car without photos, available and not
 * featured, then `overrides`. A test names in `overrides` every field it relies on.
 */
export function buildCar(overrides: Partial<CarFormValues> = {}): CarFormValues {
  return { ...demoCarInput(demoCars[0]!), featured: false, status: 'available', ...overrides };
}

/**
 * A car with every field set: a discount, an https photo address, a VIN typed in lower case (it
 * is stored upper case), HTML in the description (stored as text), featured, every vehicle detail
 * but the stock number (unique: a test that needs one sets its own).
 */
export function buildFullCar(overrides: Partial<CarFormValues> = {}): CarFormValues {
  return buildCar({
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    trim: 'XLE AWD',
    price: 31_995.99,
    originalPrice: 33_500,
    discountedPrice: 30_995.5,
    mileage: 48_200,
    condition: 'certified',
    transmission: 'automatic',
    fuelType: 'hybrid',
    location: 'Richmond, BC',
    description: 'One owner, dealer serviced. <b>Winter tires</b> included.',
    photos: ['https://images.example.com/rav4-front.jpg'],
    vin: '2t3p1rfv8mc123456',
    status: 'available',
    featured: true,
    bodyType: 'suv',
    drivetrain: 'awd',
    exteriorColour: 'Blueprint',
    interiorColour: 'Black fabric',
    doors: 4,
    seats: 5,
    engine: '2.5L 4-cylinder hybrid',
    features: ['Heated front seats', 'Power liftgate', 'Apple CarPlay / Android Auto'],
    inStockSince: '2025-10-01',
    ...overrides,
  });
}

/**
 * A stored car as the API answers it, without a database (for what the pages and helpers make of
 * one): `buildFullCar()` as the schema reads it, with an id, its default stock number, a version
 * and dates, then `overrides`.
 */
export function buildCarRecord(overrides: Partial<Car> = {}): Car {
  const id = overrides.id ?? 7;
  const input = CarInputSchema.parse(buildFullCar());
  const {
    price = input.price,
    originalPrice = input.originalPrice,
    discountedPrice = input.discountedPrice,
  } = overrides;
  return CarSchema.parse({
    ...input,
    allInPrice: allInPrice({
      price,
      originalPrice: originalPrice ?? null,
      discountedPrice: discountedPrice ?? null,
    }),
    colourFamily: 'blue',
    priceReducedFrom: null,
    priceReducedAt: null,
    id,
    stockNumber: defaultStockNumber(id),
    version: 1,
    createdAt: '2025-10-01T17:00:00.000Z',
    updatedAt: '2025-10-01T17:00:00.000Z',
    ...overrides,
  });
}

/** The columns of a car built by `buildCar(overrides)`, for tests that write the table itself. */
export function buildCarRow(overrides: Partial<CarFormValues> = {}) {
  return carColumns(CarInputSchema.parse(buildCar(overrides)));
}

/** Stores a car built by `buildCar(overrides)` through the service, as the API would. */
export async function createCar(
  services: Pick<Services, 'cars'>,
  overrides: Partial<CarFormValues> = {},
): Promise<Car> {
  return services.cars.createCar(CarInputSchema.parse(buildCar(overrides)));
}
