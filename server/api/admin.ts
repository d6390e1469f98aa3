// Sign-in, sign-out, the session check and the dashboard counts.
import { SecondFactorCodeInputSchema } from '../../common/schemas/account';
import { AuthStatusSchema, LoginInputSchema } from '../../common/schemas/auth';
import { DashboardStatsSchema } from '../../common/schemas/api';
import {
  endAdminSession,
  pendingSignIn,
  sessionCookieName,
  startAdminSession,
  startPendingSignIn,
} from '../auth/session';
import { AppError } from '../errors';
import { defineRoute, type AnyApiRoute } from './route';

const TAG = 'Admin';
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const INVALID_CODE = 'Invalid code';
const NO_PENDING_SIGN_IN = 'Sign in with your username and password first';

/** Log-safe form of what a visitor typed as a username (log injection, ASVS 16.4.1). */
const logSafe = (value: string) => JSON.stringify(value.slice(0, 60));
/** The username as typed, for the audit log: control characters (line breaks...) replaced. */
const typedName = (value: string) => value.replace(/\p{C}/gu, '?').slice(0, 50);

export const adminRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/admin/auth',
    access: 'session',
    tag: TAG,
    summary: 'Is this browser signed in as an admin?',
    success: { status: 200, description: 'The session state', schema: AuthStatusSchema },
    duringTotpSetup: true,
    handler: async ({ admin, req }) => {
      if (admin?.totpSetupRequired) return { isAuthenticated: true, totpSetupRequired: true };
      if (!admin && pendingSignIn(req)) return { isAuthenticated: false, secondFactor: 'totp' };
      return { isAuthenticated: admin !== null };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/login',
    access: 'public',
    tag: TAG,
    summary: 'Sign in',
    description:
      'Attempts are counted before the password is checked: 5 for one username from one address ' +
      '(an IPv6 address by its /64) and 20 from one address within 15 minutes, 100 for one ' +
      'username from all addresses within an hour; past any of them 429 with Retry-After. The ' +
      'session cookie gets a new id.',
    rateLimited: 'sign-in',
    body: LoginInputSchema,
    success: { status: 200, description: 'Signed in', schema: AuthStatusSchema },
    errors: {
      400: 'Username or password missing (details name the field)',
      429: 'Too many attempts; see Retry-After',
    },
    async handler({ body, req, res, deps }) {
      const { logger, rateLimits, services } = deps;
      const address = req.ip ?? 'unknown';
      const who = { username: logSafe(body.username), address, reqId: req.id };
      try {
        res.set(await rateLimits.countSignInAttempt(body.username, address));
      } catch (error) {
        logger.warn(who, 'sign-in locked out');
        throw error;
      }
      const user = await services.users.verifyCredentials(body.username, body.password);
      if (!user) {
        logger.warn(who, 'sign-in failed');
        await services.audit.record(
          { id: null, username: typedName(body.username), address },
          { action: 'sign-in.failure', entityType: 'staff', summary: 'Wrong username or password' },
        );
        throw new AppError('unauthorized', INVALID_CREDENTIALS);
      }
      // With a second factor, the password alone opens no session: the code comes next, and the
      // attempt stays counted until it does (docs/product.md#admin-login).
      if (await services.account.hasSecondFactor(user.id)) {
        await startPendingSignIn(req, user);
        logger.info({ ...who, userId: user.id }, 'sign-in awaits the second factor');
        return { isAuthenticated: false, secondFactor: 'totp' };
      }
      await rateLimits.signInSucceeded(body.username, address);
      const totpSetupRequired = deps.config.requireTotp;
      await startAdminSession(req, { ...user, totpSetupRequired }, address);
      await services.account.signedIn(
        { id: user.id, username: user.username, address },
        totpSetupRequired ? 'Signed in; second factor setup required' : 'Signed in',
      );
      logger.info({ ...who, userId: user.id }, 'sign-in succeeded');
      return totpSetupRequired
        ? { isAuthenticated: true, totpSetupRequired: true }
        : { isAuthenticated: true };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/login/totp',
    access: 'public',
    tag: TAG,
    summary: 'Sign in, second step: the authenticator code or a recovery code',
    description:
      'Within 5 minutes of a right password. Each attempt counts against the same limits as the ' +
      'password (429 with Retry-After); a code of a step already used, or a used recovery code, ' +
      'is refused. The session cookie gets a new id.',
    rateLimited: 'sign-in',
    body: SecondFactorCodeInputSchema,
    success: { status: 200, description: 'Signed in', schema: AuthStatusSchema },
    errors: {
      400: 'Code missing',
      429: 'Too many attempts; see Retry-After',
    },
    async handler({ body, req, res, deps }) {
      const { logger, rateLimits, services } = deps;
      const address = req.ip ?? 'unknown';
      const pending = pendingSignIn(req);
      if (!pending) throw new AppError('unauthorized', NO_PENDING_SIGN_IN);
      const who = { username: logSafe(pending.username), address, reqId: req.id };
      const actor = { id: pending.userId, username: pending.username, address };
      try {
        res.set(await rateLimits.countSecondStepAttempt(pending.username, address));
      } catch (error) {
        logger.warn(who, 'sign-in second step locked out');
        throw error;
      }
      const used = await services.account.verifySecondFactor(pending.userId, body.code);
      if (!used) {
        logger.warn(who, 'sign-in second step failed');
        await services.audit.record(actor, {
          action: 'sign-in.totp-failure',
          entityType: 'staff',
          entityId: pending.userId,
          summary: 'Wrong or reused second-factor code',
        });
        throw new AppError('unauthorized', INVALID_CODE);
      }
      // An account disabled between the password and the code opens no session.
      if (!(await services.users.getUserById(pending.userId))) {
        throw new AppError('unauthorized', INVALID_CREDENTIALS);
      }
      await rateLimits.signInSucceeded(pending.username, address);
      await startAdminSession(req, { id: pending.userId, username: pending.username }, address);
      await services.account.signedIn(
        actor,
        used === 'recovery' ? 'Signed in with a recovery code' : 'Signed in with a code',
      );
      logger.info({ ...who, userId: pending.userId, used }, 'sign-in succeeded');
      return { isAuthenticated: true };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/logout',
    access: 'public',
    tag: TAG,
    summary: 'Sign out (the session is destroyed on the server)',
    duringTotpSetup: true,
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
