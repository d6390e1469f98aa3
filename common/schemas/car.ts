// The car (docs/product.md#vehicle-form) as forms, the API and the OpenAPI document see it. One schema, used three times.
import { z } from './zod';
import {
  CAR_CONDITIONS,
  CAR_MAKES,
  CAR_STATUSES,
  FUEL_TYPES,
  MAX_PHOTOS_PER_VEHICLE,
  TRANSMISSIONS,
} from '../constants';
import { isOwnImage } from '../images';
import { longText, mileage, money, optionalText, requiredText, vehicleYear } from './fields';

/** A photo is one of our own stored images (/images/{id}) or an https address added by staff. */
export const PhotoRefSchema = z
  .string()
  .trim()
  .max(2048, 'Photo address is too long')
  .refine(
    (value) => isOwnImage(value) || /^https:\/\/[^\s/$.?#][^\s<>"']*$/i.test(value),
    'Photos must be uploaded images or https addresses',
  );

const optionalMoney = (label: string) => money(label).nullish();

export const CarInputSchema = z
  .strictObject({
    year: vehicleYear(),
    make: z.enum(CAR_MAKES, { error: 'Please select a make from the list' }),
    model: requiredText(50, 'Model is required'),
    trim: optionalText(50),
    price: money('Price'),
    originalPrice: optionalMoney('Original price'),
    discountedPrice: optionalMoney('Discounted price'),
    mileage: mileage(),
    condition: z.enum(CAR_CONDITIONS, { error: 'Please select a condition' }),
    transmission: z.enum(TRANSMISSIONS, { error: 'Please select a transmission' }),
    fuelType: z.enum(FUEL_TYPES, { error: 'Please select a fuel type' }),
    location: optionalText(100),
    description: longText(10_000),
    photos: z
      .array(PhotoRefSchema)
      .max(MAX_PHOTOS_PER_VEHICLE, `At most ${MAX_PHOTOS_PER_VEHICLE} photos per vehicle`)
      .default([]),
    vin: z
      .string()
      .trim()
      .toUpperCase()
      .max(17, 'VIN must be at most 17 characters')
      // Letters and digits; a hyphen for the chassis numbers of Japanese imports.
      .regex(/^[A-Z0-9-]*$/, 'VIN can contain only letters, digits and hyphens')
      .nullish()
      .transform((value) => (value ? value : null)),
    status: z.enum(CAR_STATUSES, { error: 'Please select a status' }).default('available'),
    featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  })
  .meta({ id: 'CarInput' });

export type CarInput = z.output<typeof CarInputSchema>;
export type CarFormValues = z.input<typeof CarInputSchema>;

/** The vehicle form's values before a make is chosen. */
export type CarDraft = Omit<CarFormValues, 'make'> & { make?: CarFormValues['make'] };

/** A new car in the vehicle form (docs/product.md#vehicle-form): no make chosen yet. */
export function newCarInput(now = new Date()): CarDraft {
  return {
    year: now.getFullYear(),
    model: '',
    price: 0,
    mileage: 0,
    condition: 'used',
    transmission: 'automatic',
    fuelType: 'gasoline',
    status: 'available',
    featured: false,
    photos: [],
  };
}

/** A stored car as the input that saves it unchanged (the vehicle form's edit mode). */
export function carToInput(car: Car): CarDraft {
  // Every other field of a car is an input field (pinned by a type test in car.test.ts).
  const { id: _id, version: _version, createdAt: _c, updatedAt: _u, make, ...fields } = car;
  // A make from before the list (or from an import) must be chosen again from the list.
  return { ...fields, make: CAR_MAKES.find((listed) => listed === make) };
}

/** The vehicle form's mileage as typed: whole kilometres, and anything not a number is 0. */
export function mileageFromText(text: string): number {
  const mileage = Number.parseInt(text, 10);
  return Number.isNaN(mileage) ? 0 : mileage;
}

export const CarStatusUpdateSchema = z
  .strictObject({
    status: z.enum(CAR_STATUSES, { error: 'Status must be available, sold or pending' }),
  })
  .meta({ id: 'CarStatusUpdate' });

export const CarSchema = z
  .object({
    id: z.number().int(),
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    trim: z.string().nullable(),
    price: z.number(),
    originalPrice: z.number().nullable(),
    discountedPrice: z.number().nullable(),
    mileage: z.number().int(),
    condition: z.enum(CAR_CONDITIONS),
    transmission: z.enum(TRANSMISSIONS),
    fuelType: z.enum(FUEL_TYPES),
    location: z.string().nullable(),
    description: z.string().nullable(),
    photos: z.array(z.string()),
    vin: z.string().nullable(),
    status: z.enum(CAR_STATUSES),
    featured: z.boolean(),
    version: z.number().int().meta({
      description: 'Counts updates. Send it back as If-Match on PUT to refuse stale edits (409).',
    }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Car' });

/** A car as the API and the pages see it. Money is a number with at most two decimals. */
export type Car = z.infer<typeof CarSchema>;
