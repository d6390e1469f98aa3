// schema.org Car with an Offer for a vehicle page: search engines show price, mileage and
// availability in results.
import {
  BODY_TYPE_LABELS,
  CAR_CONDITION_LABELS,
  CAR_STATUS_LABELS,
  FUEL_TYPE_LABELS,
  TRANSMISSION_LABELS,
  type Drivetrain,
} from '../../../common/constants';
import { allInPrice, formatMileage } from '../../../common/format';
import { SITE } from '../../../common/site';
import { photoSrc } from '../../../common/images';
import type { Car } from '../../../common/schemas/car';
import { absoluteUrl } from '~/lib/seo';

export function carTitle(car: Pick<Car, 'year' | 'make' | 'model'>): string {
  return `${car.year} ${car.make} ${car.model}`;
}

/** The title with the trim, when there is one: "2021 Toyota RAV4 XLE AWD". */
export function carFullName(car: Pick<Car, 'year' | 'make' | 'model' | 'trim'>): string {
  return car.trim ? `${carTitle(car)} ${car.trim}` : carTitle(car);
}

/** The car page's meta description: "Available: 2021 Toyota RAV4 XLE AWD, 48,200 km, …". */
export function carDescription(car: Car): string {
  return `${CAR_STATUS_LABELS[car.status]}: ${carFullName(car)}, ${formatMileage(car.mileage)}, ${TRANSMISSION_LABELS[car.transmission].toLowerCase()}, ${FUEL_TYPE_LABELS[car.fuelType].toLowerCase()}. At ${SITE.name} in Richmond, BC.`;
}

/** schema.org's DriveWheelConfigurationValue members. */
const DRIVE_WHEELS: Record<Drivetrain, string> = {
  fwd: 'https://schema.org/FrontWheelDriveConfiguration',
  rwd: 'https://schema.org/RearWheelDriveConfiguration',
  awd: 'https://schema.org/AllWheelDriveConfiguration',
  '4wd': 'https://schema.org/FourWheelDriveConfiguration',
};

/** A property for each specification that is known (schema.org Car/Vehicle names). */
function specifications(car: Car): Record<string, unknown> {
  return {
    sku: car.stockNumber,
    ...(car.bodyType ? { bodyType: BODY_TYPE_LABELS[car.bodyType] } : {}),
    ...(car.drivetrain ? { driveWheelConfiguration: DRIVE_WHEELS[car.drivetrain] } : {}),
    ...(car.exteriorColour ? { color: car.exteriorColour } : {}),
    ...(car.interiorColour ? { vehicleInteriorColor: car.interiorColour } : {}),
    ...(car.doors ? { numberOfDoors: car.doors } : {}),
    ...(car.seats ? { vehicleSeatingCapacity: car.seats } : {}),
    ...(car.engine ? { vehicleEngine: { '@type': 'EngineSpecification', name: car.engine } } : {}),
  };
}

export function carJsonLd(
  car: Car,
  origin: string,
  /** Where photos are served from (the load context's); else the one set at render. */
  imageBaseUrl?: string,
): Record<string, unknown> {
  const url = absoluteUrl(origin, `/cars/${car.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    '@id': `${url}#vehicle`,
    name: carFullName(car),
    url,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    ...(car.trim ? { vehicleConfiguration: car.trim } : {}),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...specifications(car),
    ...(car.description ? { description: car.description } : {}),
    ...(car.photos.length > 0
      ? {
          image: car.photos.map((photo) =>
            absoluteUrl(origin, photoSrc(photo, 1024, imageBaseUrl)),
          ),
        }
      : {}),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'KMT' },
    fuelType: FUEL_TYPE_LABELS[car.fuelType],
    vehicleTransmission: TRANSMISSION_LABELS[car.transmission],
    itemCondition:
      car.condition === 'new'
        ? 'https://schema.org/NewCondition'
        : 'https://schema.org/UsedCondition',
    additionalProperty:
      car.condition === 'certified'
        ? [{ '@type': 'PropertyValue', name: 'Condition', value: CAR_CONDITION_LABELS.certified }]
        : undefined,
    offers: {
      '@type': 'Offer',
      url,
      // The all-in price of BC's advertising rules: fees in, GST and PST out.
      price: allInPrice(car).toFixed(2),
      priceCurrency: 'CAD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: allInPrice(car).toFixed(2),
        priceCurrency: 'CAD',
        valueAddedTaxIncluded: false,
      },
      availability:
        car.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition:
        car.condition === 'new'
          ? 'https://schema.org/NewCondition'
          : 'https://schema.org/UsedCondition',
      seller: { '@id': `${origin}/#dealer` },
    },
  };
}
