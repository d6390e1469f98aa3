// What the vehicle form's fields hold (text, as the inputs do) and how they become the shared
// car schema's input (spec §5): numbers parsed, a non-numeric mileage becomes 0, empty original
// or discounted prices are left out. The rules themselves live only in common/schemas/car.ts.
import type { CarCondition, CarStatus, FuelType, Transmission } from '../../../common/constants';
import type { Car, CarFormValues } from '../../../common/schemas/car';

export interface CarFormFields {
  year: string;
  make: string;
  model: string;
  trim: string;
  price: string;
  originalPrice: string;
  discountedPrice: string;
  mileage: string;
  condition: CarCondition;
  transmission: Transmission;
  fuelType: FuelType;
  location: string;
  vin: string;
  status: CarStatus;
  featured: boolean;
  description: string;
}

export const CAR_FORM_FIELD_NAMES = [
  'year',
  'make',
  'model',
  'trim',
  'price',
  'originalPrice',
  'discountedPrice',
  'mileage',
  'condition',
  'transmission',
  'fuelType',
  'location',
  'vin',
  'status',
  'featured',
  'description',
] as const satisfies readonly (keyof CarFormFields)[];

/** Spec §3 form defaults. */
export function newCarFormFields(now = new Date()): CarFormFields {
  return {
    year: String(now.getFullYear()),
    make: '',
    model: '',
    trim: '',
    price: '0',
    originalPrice: '',
    discountedPrice: '',
    mileage: '0',
    condition: 'used',
    transmission: 'automatic',
    fuelType: 'gasoline',
    location: '',
    vin: '',
    status: 'available',
    featured: false,
    description: '',
  };
}

/** The fields of a stored car (edit mode). */
export function carFormFields(car: Car): CarFormFields {
  const money = (value: number | null) => (value === null ? '' : String(value));
  return {
    year: String(car.year),
    make: car.make,
    model: car.model,
    trim: car.trim ?? '',
    price: String(car.price),
    originalPrice: money(car.originalPrice),
    discountedPrice: money(car.discountedPrice),
    mileage: String(car.mileage),
    condition: car.condition,
    transmission: car.transmission,
    fuelType: car.fuelType,
    location: car.location ?? '',
    vin: car.vin ?? '',
    status: car.status,
    featured: car.featured,
    description: car.description ?? '',
  };
}

/** A typed number; blank or not a number gives NaN, which the schema reports as "must be a number". */
const parseNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function toCarInput(fields: CarFormFields, photos: string[]): CarFormValues {
  const mileage = Number.parseInt(fields.mileage, 10);
  return {
    year: parseNumber(fields.year),
    make: fields.make as CarFormValues['make'],
    model: fields.model,
    trim: fields.trim,
    price: parseNumber(fields.price),
    // Empty → absent (undefined is dropped from the JSON body).
    originalPrice:
      fields.originalPrice.trim() === '' ? undefined : parseNumber(fields.originalPrice),
    discountedPrice:
      fields.discountedPrice.trim() === '' ? undefined : parseNumber(fields.discountedPrice),
    mileage: Number.isNaN(mileage) ? 0 : mileage,
    condition: fields.condition,
    transmission: fields.transmission,
    fuelType: fields.fuelType,
    location: fields.location,
    description: fields.description,
    photos,
    vin: fields.vin,
    status: fields.status,
    featured: fields.featured,
  };
}
