// Field builders shared by the entity schemas, so every form and the API word a rule the same way.
import { z } from './zod';
import { MIN_VEHICLE_YEAR, maxVehicleYear } from '../constants';

/** A required text of at most `max` characters; surrounding spaces are dropped. */
export const requiredText = (max: number, required = 'Required') =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Must be at most ${max} characters`);

/**
 * An optional text of at most `max` characters. Absent, null and blank all mean "none" and come
 * out as null, so a form's empty field and an API client's omitted field are stored alike.
 */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const email = (message = 'Please enter a valid email address') =>
  z
    .string({ error: message })
    .trim()
    .max(100, 'Must be at most 100 characters')
    .pipe(z.email(message));

export const phone = (max = 20) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .regex(/^[0-9+().\-\s]*(?:(?:ext|x)\.?\s*\d{1,6})?$/i, 'Please enter a valid phone number');

const MAX_MONEY = 99_999_999.99; // numeric(10,2)

/** Money as a JSON number: at least 0, at most two decimals, within numeric(10,2). */
export const money = (label = 'Price') =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(MAX_MONEY, `${label} is too large`)
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      `${label} can have at most two decimals`,
    );

/** A vehicle's model year: 1990 up to next year. */
export const vehicleYear = () =>
  z
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(MIN_VEHICLE_YEAR, `Year must be ${MIN_VEHICLE_YEAR} or later`)
    .refine((year) => year <= maxVehicleYear(), {
      error: () => `Year must be ${maxVehicleYear()} or earlier`,
    });

export const mileage = () =>
  z
    .number({ error: 'Mileage must be a number' })
    .int('Mileage must be a whole number of kilometres')
    .min(0, 'Mileage must be 0 or more')
    .max(2_000_000, 'Mileage is too large');

/**
 * An optional choice from a list. A form's empty option ('') and an omitted or null value all
 * mean "not given" and come out as null.
 */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) =>
  z
    .enum([...values, ''] as [...T, ''], { error: message })
    .nullish()
    .transform((value): T[number] | null => value || null);

/** An optional whole number from `min` to `max`; absent or null is none. */
export const optionalCount = (label: string, min: number, max: number) => {
  const range = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: `${label} must be a number` })
    .int(range)
    .min(min, range)
    .max(max, range)
    .nullish()
    .transform((value) => value ?? null);
};

/** Long free text (descriptions, messages). Blank means none. */
export const longText = (max = 5000) => optionalText(max);

/**
 * Honeypot: a field people never see or fill. Bots that fill every input give themselves away
 * (Epic Stack decision 033). It must be absent or empty.
 */
export const honeypot = () =>
  z
    .string()
    .max(0, 'Form not submitted properly')
    .optional()
    .meta({ description: 'Leave empty. Filled in only by bots.' });

export const HONEYPOT_FIELD = 'website';
