// Admin sign-in (spec §3 "Admin login payload", §5 messages).
import { z } from 'zod';

export const LoginInputSchema = z
  .strictObject({
    username: z
      .string({ error: 'Username is required' })
      .trim()
      .min(1, 'Username is required')
      .max(50, 'Username must be at most 50 characters'),
    // Capped so a 1 MB "password" is a fast 400, never an expensive hash.
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(256, 'Password must be at most 256 characters'),
  })
  .meta({ id: 'LoginInput' });
export type LoginInput = z.output<typeof LoginInputSchema>;

export const AuthStatusSchema = z
  .object({ isAuthenticated: z.boolean() })
  .meta({ id: 'AuthStatus' });
export type AuthStatus = z.infer<typeof AuthStatusSchema>;
