import { describe, expect, it } from 'vitest';
import type { Car } from '../../../common/schemas/car';
import { carJsonLd } from './car-json-ld';

const car: Car = {
  id: 7,
  year: 2021,
  make: 'Toyota',
  model: 'RAV4',
  trim: 'XLE AWD',
  price: 34995,
  originalPrice: 34995,
  discountedPrice: 32995,
  mileage: 48200,
  condition: 'certified',
  transmission: 'automatic',
  fuelType: 'gasoline',
  location: 'Richmond, BC',
  description: 'One owner.',
  photos: ['/images/0123456789abcdef', 'https://example.com/b.jpg'],
  vin: '2T3P1RFV8MC123456',
  status: 'available',
  featured: false,
  stockNumber: 'FC-000007',
  bodyType: 'suv',
  drivetrain: 'awd',
  exteriorColour: 'Blueprint',
  interiorColour: 'Black fabric',
  doors: 4,
  seats: 5,
  engine: '2.5L 4-cylinder',
  features: ['Heated seats', 'Power liftgate'],
  inStockSince: '2026-01-01',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('carJsonLd', () => {
  it('describes the car with an Offer in CAD at the displayed price', () => {
    const ld = carJsonLd(car, 'https://cars.example');
    expect(ld).toMatchObject({
      '@type': 'Car',
      name: '2021 Toyota RAV4 XLE AWD',
      url: 'https://cars.example/cars/7',
      vehicleIdentificationNumber: '2T3P1RFV8MC123456',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 48200, unitCode: 'KMT' },
      image: [
        'https://cars.example/images/0123456789abcdef/1024.webp',
        'https://example.com/b.jpg',
      ],
      offers: {
        '@type': 'Offer',
        price: '32995.00',
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('gives the specifications by their schema.org names', () => {
    expect(carJsonLd(car, 'https://cars.example')).toMatchObject({
      sku: 'FC-000007',
      bodyType: 'SUV',
      driveWheelConfiguration: 'https://schema.org/AllWheelDriveConfiguration',
      color: 'Blueprint',
      vehicleInteriorColor: 'Black fabric',
      numberOfDoors: 4,
      vehicleSeatingCapacity: 5,
      vehicleEngine: { '@type': 'EngineSpecification', name: '2.5L 4-cylinder' },
    });
    const fwd = carJsonLd({ ...car, drivetrain: 'fwd' }, 'https://cars.example');
    expect(fwd.driveWheelConfiguration).toBe('https://schema.org/FrontWheelDriveConfiguration');
  });

  it('a sold car is SoldOut, and absent fields are left out', () => {
    const ld = carJsonLd(
      {
        ...car,
        status: 'sold',
        vin: null,
        photos: [],
        description: null,
        bodyType: null,
        drivetrain: null,
        exteriorColour: null,
        interiorColour: null,
        doors: null,
        seats: null,
        engine: null,
      },
      'https://cars.example',
    );
    for (const absent of [
      'bodyType',
      'driveWheelConfiguration',
      'color',
      'vehicleInteriorColor',
      'numberOfDoors',
      'vehicleSeatingCapacity',
      'vehicleEngine',
    ]) {
      expect(ld).not.toHaveProperty(absent);
    }
    expect((ld.offers as Record<string, unknown>).availability).toBe('https://schema.org/SoldOut');
    expect(ld).not.toHaveProperty('vehicleIdentificationNumber');
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('description');
  });
});
