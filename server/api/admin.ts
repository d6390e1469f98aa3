// Sign-in, sign-out, the session check and the dashboard counts.
import { AuthStatusSchema, LoginInputSchema } from '../../common/schemas/auth';
import { DashboardStatsSchema } from '../../common/schemas/api';
import { endAdminSession, sessionCookieName, startAdminSession } from '../auth/session';
import { AppError } from '../errors';
import { defineRoute, type AnyApiRoute } from './route';

const TAG = 'Admin';
export const INVALID_CREDENTIALS = 'Invalid username or password';

/** Log-safe form of what a visitor typed as a username (log injection, ASVS 16.4.1). */
const logSafe = (value: string) => JSON.stringify(value.slice(0, 60));

export const adminRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/admin/auth',
    access: 'session',
    tag: TAG,
    summary: 'Is this browser signed in as an admin?',
    success: { status: 200, description: 'The session state', schema: AuthStatusSchema },
    handler: async ({ admin }) => ({ isAuthenticated: admin !== null }),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/login',
    access: 'public',
    tag: TAG,
    summary: 'Sign in',
    description:
      'After 5 failed attempts for one username, or 20 from one address, within 15 minutes: 429 ' +
      'with Retry-After. The session cookie gets a new id.',
    body: LoginInputSchema,
    success: { status: 200, description: 'Signed in', schema: AuthStatusSchema },
    errors: {
      400: 'Username or password missing (details name the field)',
      429: 'Too many attempts; see Retry-After',
    },
    async handler({ body, req, deps }) {
      const { logger, rateLimits, services } = deps;
      const address = req.ip ?? 'unknown';
      const who = { username: logSafe(body.username), address, reqId: req.id };
      try {
        await rateLimits.countSignInAttempt(body.username, address);
      } catch (error) {
        logger.warn(who, 'sign-in locked out');
        throw error;
      }
      const user = await services.users.verifyCredentials(body.username, body.password);
      if (!user) {
        logger.warn(who, 'sign-in failed');
        throw new AppError('unauthorized', INVALID_CREDENTIALS);
      }
      await rateLimits.signInSucceeded(body.username, address);
      await startAdminSession(req, user);
      await services.users.recordSignIn(user.id);
      logger.info({ ...who, userId: user.id }, 'sign-in succeeded');
      return { isAuthenticated: true };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/logout',
    access: 'public',
    tag: TAG,
    summary: 'Sign out (the session is destroyed on the server)',
    success: { status: 200, description: 'Signed out', schema: AuthStatusSchema },
    async handler({ req, res, admin, deps }) {
      await endAdminSession(req);
      res.clearCookie(sessionCookieName(deps.config), { path: '/' });
      if (admin) deps.logger.info({ userId: admin.id, reqId: req.id }, 'signed out');
      return { isAuthenticated: false };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/stats',
    access: 'admin',
    tag: TAG,
    summary: 'Dashboard counts',
    success: { status: 200, description: 'The four counts', schema: DashboardStatsSchema },
    handler: ({ deps }) => deps.services.stats.getDashboardStats(),
  }),
];
