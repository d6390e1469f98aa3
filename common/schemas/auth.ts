// Admin accounts: the username and password rules (first start, `npm run admin`, the user
// service) and the sign-in payload (docs/product.md#admin-login).
import { z } from './zod';

export const USERNAME_MAX_LENGTH = 50;
export const USERNAME_RULE = `3-${USERNAME_MAX_LENGTH} letters, digits, dots, dashes or underscores`;
export const MIN_PASSWORD_LENGTH = 12;
/** Also the most sign-in accepts, so any password that can be set can sign in. */
export const MAX_PASSWORD_LENGTH = 256;

/** The username of a new admin. Messages start with "must", for "{what} must ...". */
export const UsernameSchema = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9._-]{3,${USERNAME_MAX_LENGTH}}$`), `must be ${USERNAME_RULE}`);

/** A password being set. Messages start with "must", for "{what} must ...". */
export const NewPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`);

const problem = (schema: z.ZodType, value: string): string | null =>
  schema.safeParse(value).error?.issues[0]?.message ?? null;

/** What is wrong with a new admin's username ("must be ..."), or null. */
export const usernameProblem = (username: string) => problem(UsernameSchema, username);

/** What is wrong with a new password ("must be at least 12 characters"), or null. */
export const passwordProblem = (password: string) => problem(NewPasswordSchema, password);

export const LoginInputSchema = z
  .strictObject({
    username: z
      .string({ error: 'Username is required' })
      .trim()
      .min(1, 'Username is required')
      .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`),
    // Capped so a 1 MB "password" is a fast 400, never an expensive hash.
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  })
  .meta({ id: 'LoginInput' });
export type LoginInput = z.output<typeof LoginInputSchema>;

/** A password that must be given (to sign in, or to confirm who is changing one), capped like sign-in. */
const givenPassword = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** A password being set, with its label in the messages ("New password must be at least ..."). */
const passwordToSet = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`);

/**
 * A signed-in staff member changing their own password (docs/product.md#passwords). The length
 * rules are checked here, in the form and the API alike; the server also refuses common
 * passwords and ones containing the username or the dealership's name.
 */
export const ChangePasswordInputSchema = z
  .strictObject({
    currentPassword: givenPassword('Current password'),
    newPassword: passwordToSet('New password'),
  })
  .meta({ id: 'ChangePasswordInput' });
export type ChangePasswordInput = z.output<typeof ChangePasswordInputSchema>;

/** The change-password form: the API's input and the new password typed again. */
export const ChangePasswordFormSchema = ChangePasswordInputSchema.extend({
  confirmPassword: z.string(),
}).refine((values) => values.confirmPassword === values.newPassword, {
  path: ['confirmPassword'],
  message: 'The passwords do not match',
});

export const PasswordChangedSchema = z
  .object({
    /** How many other sessions of this user were signed out. */
    otherSessionsEnded: z.number().int().min(0),
  })
  .meta({ id: 'PasswordChanged' });
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;

export const AuthStatusSchema = z
  .object({
    isAuthenticated: z.boolean(),
    /** The password was right; this code is needed next (POST /api/admin/login/totp). */
    secondFactor: z.literal('totp').optional(),
    /** Signed in, but only the second factor's setup is open until it is confirmed. */
    totpSetupRequired: z.literal(true).optional(),
  })
  .meta({ id: 'AuthStatus' });
export type AuthStatus = z.infer<typeof AuthStatusSchema>;
