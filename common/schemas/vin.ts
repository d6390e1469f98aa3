// The VIN as forms and the API take it, and the decoder's answer (docs/product.md#vin-decode).
import { z } from './zod';

/**
 * What may be typed where a VIN goes: at most 17 letters, digits and hyphens (a hyphen for the
 * chassis numbers of Japanese imports), upper-cased. Blank passes; callers decide what it means.
 */
export const vinText = () =>
  z
    .string({ error: 'VIN must be text' })
    .trim()
    .toUpperCase()
    .max(17, 'VIN must be at most 17 characters')
    .regex(/^[A-Z0-9-]*$/, 'VIN can contain only letters, digits and hyphens');

export const VinDecodingSchema = z
  .object({
    vin: z.string().meta({ description: 'The VIN decoded: trimmed and upper-cased' }),
    valid: z.boolean().meta({
      description: '17 letters and digits without I, O or Q (the check digit is reported apart)',
    }),
    checkDigitOk: z.boolean().meta({
      description: 'Position 9 is the check digit 49 CFR 565 gives for the other 16 characters',
    }),
    year: z.number().int().nullable().meta({ description: 'Model year, from position 10' }),
    make: z.string().nullable().meta({
      description:
        'From the maker code (positions 1–3); one of the make list where it is on it. Null when the code is unknown or shared by two makes.',
    }),
    country: z.string().nullable().meta({ description: 'Where the car was built' }),
    problems: z.array(z.string()).meta({
      description:
        'What is wrong or doubtful, in words for staff; empty for a valid VIN with its check digit',
    }),
  })
  .meta({ id: 'VinDecoding' });
