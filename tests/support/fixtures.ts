// Valid inputs shared by the API tests.
import type { CarFormValues } from '../../common/schemas/car';

/** A car with every field set. */
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
} satisfies CarFormValues;
