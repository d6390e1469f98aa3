// VIN decoding for the vehicle form's clients (docs/product.md#vin-decode): offline, from the
// same decoder the form runs in the browser.
import { z } from 'zod';
import { VinDecodingSchema, vinText } from '../../common/schemas/vin';
import { decodeVin } from '../../common/vin';
import { AppError } from '../errors';
import { defineRoute, type AnyApiRoute } from './route';

const VinParams = z.object({
  vin: z
    .string()
    .meta({ description: 'A VIN, or what was typed for one', example: '1HGCM82633A004352' }),
});

export const vinRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/admin/vin/:vin',
    access: 'admin',
    tag: 'Cars',
    summary: 'Check and decode a VIN (offline)',
    description:
      'Checks the characters (no I, O or Q), the length and the check digit (49 CFR 565), and ' +
      'reads the model year, make and country. A wrong check digit is a warning in `problems`, ' +
      'not an error: staff may be typing the chassis number of an import.',
    params: VinParams,
    success: { status: 200, description: 'What the VIN says', schema: VinDecodingSchema },
    errors: { 400: 'Not at most 17 letters, digits and hyphens (details name vin)' },
    async handler({ params }) {
      const checked = vinText().min(1, 'VIN is required').safeParse(params.vin);
      if (!checked.success) {
        const message = checked.error.issues[0]!.message;
        throw new AppError('bad_request', `Invalid path: vin ${message}`, { vin: [message] });
      }
      return decodeVin(checked.data);
    },
  }),
];
