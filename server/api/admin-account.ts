// The signed-in staff member's own account (docs/product.md#passwords): changing the password.
import { ChangePasswordInputSchema, PasswordChangedSchema } from '../../common/schemas/auth';
import { AppError } from '../errors';
import { defineRoute, type AnyApiRoute } from './route';

const TAG = 'Admin';

export const adminAccountRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'post',
    path: '/admin/account/password',
    access: 'admin',
    tag: TAG,
    summary: 'Change your own password',
    description:
      'The current password is required. The new one must pass the password policy (length, not ' +
      "common, not containing the username or the dealership's name). Every other session of " +
      'this user ends; this one stays. After 5 wrong current passwords within 15 minutes: 429 ' +
      'with Retry-After.',
    body: ChangePasswordInputSchema,
    success: {
      status: 200,
      description: 'Changed; how many other sessions were signed out',
      schema: PasswordChangedSchema,
    },
    errors: {
      400: 'Current password wrong, or the new one refused (details name currentPassword or newPassword)',
      429: 'Too many wrong current passwords; see Retry-After',
    },
    async handler({ body, admin, req, deps }) {
      const { logger, rateLimits, services } = deps;
      const user = admin!;
      const who = { userId: user.id, reqId: req.id };
      // Counted before the check (atomic, so parallel guesses are capped too), like sign-in.
      try {
        await rateLimits.countPasswordCheck(user.id);
      } catch (error) {
        logger.warn(who, 'password change locked out');
        throw error;
      }
      try {
        const result = await services.users.changeOwnPassword({
          actor: { id: user.id, username: user.username, address: req.ip ?? null },
          sessionId: req.sessionID,
          currentPassword: body.currentPassword,
          newPassword: body.newPassword,
        });
        await rateLimits.passwordCheckSucceeded(user.id);
        logger.info({ ...who, otherSessionsEnded: result.otherSessionsEnded }, 'password changed');
        return result;
      } catch (error) {
        if (error instanceof AppError && error.details && !error.details.currentPassword) {
          // The current password was right; only the new one was refused.
          await rateLimits.passwordCheckSucceeded(user.id);
        } else if (error instanceof AppError && error.details?.currentPassword) {
          logger.warn(who, 'password change: wrong current password');
        }
        throw error;
      }
    },
  }),
];
