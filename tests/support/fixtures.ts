// Valid inputs shared by the API tests.
import type { CarFormValues } from '../../common/schemas/car';

/**
 * A car with every field set but the stock number (unique: a test that needs one sets its own,
 * and FULL_CAR can be posted many times).
 */
export const FULL_CAR = {
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
} satisfies CarFormValues;
