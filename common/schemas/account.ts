// A staff member's own account: the second factor and their sessions
// (docs/product.md#second-factor-totp, docs/product.md#your-sessions).
import { MAX_PASSWORD_LENGTH } from './auth';
import { z } from './zod';

/** A six-digit code of the authenticator app, or a recovery code (xxxxx-xxxxx). */
const CodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(20, 'Code must be at most 20 characters');

export const SecondFactorCodeInputSchema = z
  .strictObject({ code: CodeSchema })
  .meta({ id: 'SecondFactorCodeInput' });
export type SecondFactorCodeInput = z.output<typeof SecondFactorCodeInputSchema>;

/** The current password or a code, before the second factor is turned off or its codes renewed. */
export const StepUpInputSchema = z
  .strictObject({
    password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
    code: z.string().trim().max(20).optional(),
  })
  .refine((value) => Boolean(value.password) || Boolean(value.code), {
    message: 'Enter your password or a code',
    path: ['password'],
  })
  .meta({ id: 'StepUpInput' });
export type StepUpInput = z.output<typeof StepUpInputSchema>;

export const SecondFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    enabledAt: z.iso.datetime().nullable(),
    recoveryCodesLeft: z.number().int(),
    /** REQUIRE_TOTP: it cannot be turned off. */
    required: z.boolean(),
  })
  .meta({ id: 'SecondFactorStatus' });
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

export const TotpSetupSchema = z
  .object({
    secret: z.string().meta({ description: 'Base32, for typing into the app' }),
    uri: z.string().meta({ description: 'The otpauth:// address the QR code holds' }),
    qrSvg: z.string().meta({ description: 'The QR code as an SVG document' }),
  })
  .meta({ id: 'TotpSetup' });
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

export const RecoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const StaffSessionSchema = z
  .object({
    id: z.string(),
    device: z.string(),
    address: z.string().nullable(),
    signedInAt: z.iso.datetime().nullable(),
    lastSeenAt: z.iso.datetime(),
    current: z.boolean(),
  })
  .meta({ id: 'StaffSession' });
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const SignedOutSchema = z.object({ signedOut: z.number().int() }).meta({ id: 'SignedOut' });
