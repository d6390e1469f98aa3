// The car (docs/product.md#vehicle-form) as forms, the API and the OpenAPI document see it. One schema, used three times.
import { z } from './zod';
import {
  BODY_TYPES,
  CAR_CONDITIONS,
  CSV_LIST_SEPARATOR,
  CAR_MAKES,
  CAR_STATUSES,
  COLOUR_FAMILIES,
  COLOUR_MAX_LENGTH,
  DISCLOSURE_ANSWERS,
  DISCLOSURES,
  type DisclosureField,
  DRIVETRAINS,
  ENGINE_MAX_LENGTH,
  FEATURE_MAX_LENGTH,
  FUEL_TYPES,
  IMPORTED_FROM_MAX_LENGTH,
  MAX_DOORS,
  MAX_FEATURES_PER_VEHICLE,
  MAX_PHOTOS_PER_VEHICLE,
  MAX_SEATS,
  MIN_VEHICLE_YEAR,
  STOCK_NUMBER_MAX_LENGTH,
  STOCK_NUMBER_PATTERN,
  STOCK_NUMBER_PREFIX,
  TRANSMISSIONS,
} from '../constants';
import { dealershipToday, isIsoDate } from '../dates';
import { formatPrice } from '../format';
import { isOwnImage } from '../images';
import { vinText } from './vin';
import {
  longText,
  mileage,
  money,
  optionalChoice,
  optionalCount,
  optionalText,
  requiredText,
  vehicleYear,
} from './fields';

/** A photo is one of our own stored images (/images/{id}) or an https address added by staff. */
export const PhotoRefSchema = z
  .string()
  .trim()
  .max(2048, 'Photo address is too long')
  .refine(
    (value) => isOwnImage(value) || /^https:\/\/[^\s/$.?#][^\s<>"'|]*$/i.test(value),
    // No | (write %7C): it separates the photos in the inventory CSV (docs/product.md#csv-import-export).
    'Photos must be uploaded images or https addresses',
  );

const optionalMoney = (label: string) => money(label).nullish();

/** The stock number a car saved without one gets: FC- and its id, zero-padded (FC-000123). */
export const defaultStockNumber = (id: number): string =>
  `${STOCK_NUMBER_PREFIX}${String(id).padStart(6, '0')}`;

const STOCK_NUMBER_RULE =
  'Stock number can contain only letters, digits and hyphens, and must start and end with a letter or digit';

/** The dealer's own stock number. Upper-cased; blank means "none given". */
const stockNumber = () =>
  z
    .string({ error: STOCK_NUMBER_RULE })
    .trim()
    .toUpperCase()
    .max(
      STOCK_NUMBER_MAX_LENGTH,
      `Stock number must be at most ${STOCK_NUMBER_MAX_LENGTH} characters`,
    )
    .regex(new RegExp(`^(?:${STOCK_NUMBER_PATTERN})?$`), STOCK_NUMBER_RULE)
    .nullish()
    .transform((value) => value || null)
    .meta({
      description:
        `Unique. Left empty on create: ${STOCK_NUMBER_PREFIX} and the car's id, zero-padded to 6 ` +
        `digits (${defaultStockNumber(123)}). Left empty on update: unchanged.`,
    });

/**
 * A list of short texts (e.g. "Heated seats"): each trimmed, empty ones dropped, repeats (in any
 * letter case) dropped, order kept.
 */
export function cleanFeatures(features: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const feature of features ?? []) {
    const text = feature.trim();
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept;
}

const features = () =>
  z
    .array(
      z
        .string({ error: 'Each feature must be text' })
        .trim()
        .max(FEATURE_MAX_LENGTH, `Each feature must be at most ${FEATURE_MAX_LENGTH} characters`)
        // It separates the features in the inventory CSV (docs/product.md#csv-import-export).
        .refine(
          (value) => !value.includes(CSV_LIST_SEPARATOR),
          `A feature cannot contain ${CSV_LIST_SEPARATOR}`,
        ),
      { error: 'Features must be a list of texts' },
    )
    .nullish()
    .transform(cleanFeatures)
    .pipe(
      z
        .array(z.string())
        .max(MAX_FEATURES_PER_VEHICLE, `At most ${MAX_FEATURES_PER_VEHICLE} features per vehicle`),
    )
    .meta({
      description: `At most ${MAX_FEATURES_PER_VEHICLE}, each at most ${FEATURE_MAX_LENGTH} characters; blanks and repeats are dropped.`,
    });

const IN_STOCK_DATE_RULE = 'The in-stock date must be a date like 2026-03-14';
const EARLIEST_IN_STOCK_DATE = `${MIN_VEHICLE_YEAR}-01-01`;

/** The day the car came on the lot (YYYY-MM-DD, the dealership's calendar). Blank: none given. */
const inStockSince = () =>
  z
    .string({ error: IN_STOCK_DATE_RULE })
    .trim()
    .regex(/^(?:\d{4}-\d{2}-\d{2})?$/, IN_STOCK_DATE_RULE)
    .refine((value) => value === '' || isIsoDate(value), IN_STOCK_DATE_RULE)
    .refine(
      (value) => value === '' || value >= EARLIEST_IN_STOCK_DATE,
      `The in-stock date must be ${EARLIEST_IN_STOCK_DATE} or later`,
    )
    .refine(
      (value) => value === '' || value <= dealershipToday(),
      'The in-stock date cannot be in the future',
    )
    .nullish()
    .transform((value) => value || null)
    .meta({
      description:
        'YYYY-MM-DD. Left empty on create: today (Richmond, BC). Left empty on update: unchanged.',
    });

const disclosure = () =>
  optionalChoice(DISCLOSURE_ANSWERS, 'Please answer yes, no or unknown').meta({
    description:
      "yes, no or unknown; empty: not answered yet (a car can't be available until each disclosure is answered)",
  });

/** The message under a disclosure left unanswered on a car that is to be available. */
export const DISCLOSURE_REQUIRED = 'Answer this disclosure before the car can be available';

/**
 * The 400 of a status change or bulk action that would make cars available with a disclosure
 * unanswered (docs/product.md#disclosures), naming them by stock number.
 */
export function disclosuresRefusal(stockNumbers: readonly string[]): string {
  const one = stockNumbers.length === 1;
  return `${one ? 'Car' : 'Cars'} ${stockNumbers.join(', ')} can't be available until ${one ? 'its' : 'their'} disclosures are answered`;
}

/** True for a message made by disclosuresRefusal (the inventory desk shows it as it is). */
export const isDisclosuresRefusal = (message: string): boolean =>
  / can't be available until (?:its|their) disclosures are answered$/.test(message);
const DAMAGE_THRESHOLD = 2000;

/**
 * The disclosures a car still needs answered before it can be available (docs/product.md#disclosures),
 * in the order the form asks them.
 */
export function missingDisclosures(
  car: Partial<Record<DisclosureField, string | null>>,
): DisclosureField[] {
  return DISCLOSURES.map((d) => d.field).filter((field) => car[field] == null);
}

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
    vin: vinText()
      .nullish()
      .transform((value) => (value ? value : null)),
    status: z.enum(CAR_STATUSES, { error: 'Please select a status' }).default('available'),
    featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
    stockNumber: stockNumber(),
    bodyType: optionalChoice(BODY_TYPES, 'Please select a body type from the list'),
    drivetrain: optionalChoice(DRIVETRAINS, 'Please select a drivetrain from the list'),
    exteriorColour: optionalText(COLOUR_MAX_LENGTH),
    interiorColour: optionalText(COLOUR_MAX_LENGTH),
    doors: optionalCount('Doors', 1, MAX_DOORS),
    seats: optionalCount('Seats', 1, MAX_SEATS),
    engine: optionalText(ENGINE_MAX_LENGTH),
    features: features(),
    inStockSince: inStockSince(),
    priorTaxiPoliceRacing: disclosure(),
    priorLeaseRental: disclosure(),
    damageOver2000: disclosure(),
    damageAmount: optionalMoney('Damage amount').meta({
      description: 'The cost of the damage in dollars, if known (only with damageOver2000 = yes)',
    }),
    fromOutsideBc: disclosure(),
    importedFrom: optionalText(IMPORTED_FROM_MAX_LENGTH).meta({
      description: 'Where the car was brought in from (only with fromOutsideBc = yes)',
    }),
  })
  .superRefine(
    (car, context) => {
      if (car.status === 'available') {
        for (const field of missingDisclosures(car)) {
          context.addIssue({ code: 'custom', path: [field], message: DISCLOSURE_REQUIRED });
        }
      }
      if (typeof car.damageAmount === 'number') {
        if (car.damageOver2000 !== 'yes') {
          context.addIssue({
            code: 'custom',
            path: ['damageAmount'],
            message: 'Give a damage amount only when the damage disclosure is yes',
          });
        } else if (car.damageAmount <= DAMAGE_THRESHOLD) {
          context.addIssue({
            code: 'custom',
            path: ['damageAmount'],
            message: `The damage amount must be over ${formatPrice(DAMAGE_THRESHOLD)}`,
          });
        }
      }
      if (typeof car.importedFrom === 'string' && car.fromOutsideBc !== 'yes') {
        context.addIssue({
          code: 'custom',
          path: ['importedFrom'],
          message: 'Say where it came from only when it was brought in from outside BC',
        });
      }
    },
    // Also when another field is wrong, so a first save shows every message at once (the
    // values it reads are checked for their type here).
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
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
    features: [],
  };
}

/** A stored car as the input that saves it unchanged (the vehicle form's edit mode). */
export function carToInput(car: Car): CarDraft {
  // Every other field of a car is an input field (pinned by a type test in car.test.ts).
  const {
    id: _id,
    version: _version,
    createdAt: _c,
    updatedAt: _u,
    allInPrice: _a,
    colourFamily: _cf,
    priceReducedFrom: _f,
    priceReducedAt: _r,
    make,
    ...fields
  } = car;
  // A make from before the list (or from an import) must be chosen again from the list.
  return { ...fields, make: CAR_MAKES.find((listed) => listed === make) };
}

/**
 * A new car like `car` (docs/product.md#admin-inventory, "Duplicate as New Car"): everything
 * but what belongs to the one vehicle — VIN, stock number, photos and its history's disclosures.
 * The copy is a car just come in: available, in stock from the day it is saved.
 */
export function carCopyInput(car: Car): CarDraft {
  return {
    ...carToInput(car),
    vin: null,
    stockNumber: null,
    photos: [],
    status: 'available',
    inStockSince: null,
    priorTaxiPoliceRacing: null,
    priorLeaseRental: null,
    damageOver2000: null,
    damageAmount: null,
    fromOutsideBc: null,
    importedFrom: null,
  };
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
    stockNumber: z.string(),
    bodyType: z.enum(BODY_TYPES).nullable(),
    drivetrain: z.enum(DRIVETRAINS).nullable(),
    exteriorColour: z.string().nullable(),
    interiorColour: z.string().nullable(),
    doors: z.number().int().nullable(),
    seats: z.number().int().nullable(),
    engine: z.string().nullable(),
    features: z.array(z.string()),
    inStockSince: z.iso.date().meta({ description: 'The day the car came on the lot' }),
    priorTaxiPoliceRacing: z.enum(DISCLOSURE_ANSWERS).nullable(),
    priorLeaseRental: z.enum(DISCLOSURE_ANSWERS).nullable(),
    damageOver2000: z.enum(DISCLOSURE_ANSWERS).nullable(),
    damageAmount: z.number().nullable(),
    fromOutsideBc: z.enum(DISCLOSURE_ANSWERS).nullable(),
    importedFrom: z.string().nullable(),
    colourFamily: z
      .enum(COLOUR_FAMILIES)
      .nullable()
      .meta({ description: "The exterior colour's family, from its name (the colour filter)" }),
    allInPrice: z.number().meta({
      description:
        'The advertised price: the shown price plus the fees every buyer pays (documentation fee), before GST and PST',
    }),
    priceReducedFrom: z.number().nullable().meta({
      description: 'The shown price before its last cut (null: not cut since last raised)',
    }),
    priceReducedAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'When the price was last cut' }),
    version: z.number().int().meta({
      description: 'Counts updates. Send it back as If-Match on PUT to refuse stale edits (409).',
    }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Car' });

/** A car as the API and the pages see it. Money is a number with at most two decimals. */
export type Car = z.infer<typeof CarSchema>;

/** One price a car was shown at, from `changedAt` on (docs/product.md#price-history). */
export const PriceChangeSchema = z
  .object({
    displayPrice: z.number().meta({ description: 'The price a shopper saw' }),
    changedAt: z.iso.datetime(),
    day: z.iso.date().meta({
      description:
        "The dealership's calendar date of the change (YYYY-MM-DD, America/Vancouver), as the server counts it",
    }),
  })
  .meta({ id: 'PriceChange' });

export type PriceChange = z.infer<typeof PriceChangeSchema>;
