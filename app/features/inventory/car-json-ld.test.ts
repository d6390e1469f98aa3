import { describe, expect, it } from 'vitest';
import { buildCarRecord } from '../../../tests/factories';
import { carDescription, carJsonLd } from './car-json-ld';

// A car with every specification set; the values the checks turn on are named here.
const car = buildCarRecord({
  id: 7,
  trim: 'XLE AWD',
  price: 34_995,
  originalPrice: 34_995,
  discountedPrice: 32_995,
  photos: ['/images/0123456789abcdef', 'https://example.com/b.jpg'],
  bodyType: 'suv',
  drivetrain: 'awd',
});

describe('carJsonLd', () => {
  it('describes the car with an Offer in CAD at the all-in price (displayed price plus the dealer fees)', () => {
    const ld = carJsonLd(car, 'https://cars.example');
    expect(ld).toMatchObject({
      '@type': 'Car',
      name: `${car.year} ${car.make} ${car.model} XLE AWD`,
      url: 'https://cars.example/cars/7',
      vehicleIdentificationNumber: car.vin,
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'KMT' },
      image: [
        'https://cars.example/images/0123456789abcdef/1024.webp',
        'https://example.com/b.jpg',
      ],
      offers: {
        '@type': 'Offer',
        // 32,995 plus the $499 documentation fee: BC advertising rules (docs/product.md#bc-advertising).
        price: '33494.00',
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
      color: car.exteriorColour,
      vehicleInteriorColor: car.interiorColour,
      numberOfDoors: car.doors,
      vehicleSeatingCapacity: car.seats,
      vehicleEngine: { '@type': 'EngineSpecification', name: car.engine },
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

describe('carJsonLd with an image host', () => {
  it("takes the photos from the host it is given (a loader's context), not the one set at render", () => {
    const ld = carJsonLd(car, 'https://cars.example', 'https://cdn.example/');
    expect(ld.image).toEqual([
      'https://cdn.example/images/0123456789abcdef/1024.webp',
      'https://example.com/b.jpg',
    ]);
  });
});

describe('carDescription', () => {
  it('names the status, the car with its trim, the mileage, the transmission and the fuel', () => {
    const described = buildCarRecord({
      year: 2021,
      make: 'Toyota',
      model: 'RAV4',
      trim: 'XLE AWD',
      mileage: 48_200,
      transmission: 'cvt',
      fuelType: 'hybrid',
      status: 'pending',
    });
    expect(carDescription(described)).toBe(
      'Pending: 2021 Toyota RAV4 XLE AWD, 48,200 km, cvt, hybrid. At Forecourt Motors in Richmond, BC.',
    );
    expect(carDescription({ ...described, trim: null, status: 'available' })).toMatch(
      /^Available: 2021 Toyota RAV4, 48,200 km,/,
    );
  });
});
