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
