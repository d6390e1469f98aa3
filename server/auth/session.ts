// Admin sessions: express-session with its rows in the `session` table (connect-pg-simple over
// the same database, PGlite or PostgreSQL). HttpOnly, SameSite=Lax, Secure behind https; a new id
// at sign-in; destroyed on the server at sign-out; 12 hours idle, 7 days at most
// (docs/product.md#session-limits).
import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import type { UserService } from '../services/user-service';

declare module 'express-session' {
  interface SessionData {
    adminId: string;
    /** When the admin signed in (ms since the epoch): the absolute lifetime counts from here. */
    authenticatedAt: number;
    /** The browser's User-Agent (trimmed) and address at sign-in, for "Your sessions". */
    userAgent: string;
    address: string;
    /**
     * Signed in, but REQUIRE_TOTP holds and the second factor is not set up yet: only its setup
     * is open (docs/product.md#second-factor-totp).
     */
    totpSetupRequired: boolean;
    /** The password was right; the second factor is awaited (no admin session yet). */
    pendingSignIn: { userId: string; username: string; at: number };
  }
}

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

export interface AdminIdentity {
  id: string;
  username: string;
  /** The session may only set up the second factor (REQUIRE_TOTP). */
  totpSetupRequired?: boolean;
}

/** How long the second step of a sign-in may wait after the password. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

/** Cookies are Secure (and __Host- prefixed) when the site is served over https. */
export function sessionCookieName(config: Config): string {
  return secureCookies(config) ? '__Host-forecourt.sid' : 'forecourt.sid';
}

function secureCookies(config: Config): boolean {
  return config.publicUrl?.startsWith('https://') ?? false;
}

export interface Sessions {
  middleware: RequestHandler;
  /** Deletes expired rows now (the store also does it every 15 minutes). */
  prune(): Promise<void>;
  close(): void;
}

export function createSessions(config: Config, database: DatabaseHandle, logger: Logger): Sessions {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: database.sql as never,
    tableName: 'session',
    // The table comes from a migration (createTableIfMissing does not work on PGlite).
    createTableIfMissing: false,
    // Expired rows are pruned every 15 minutes (not in tests: each test file has its own app).
    pruneSessionInterval: config.nodeEnv === 'test' ? false : 15 * 60,
    errorLog: (...args: unknown[]) => logger.error({ args }, 'session store error'),
  });
  // The idle limit lives in the row: each request restarts its expiry (express-session touches it).
  // The browser's cookie is sent only when the session is saved (sign-in and its steps) and lives
  // to the absolute limit. A cookie re-sent on every response (`rolling`) let a response to a
  // request begun before a sign-out or a new sign-in put the ended session's cookie back.
  const withIdleExpiry = (sess: session.SessionData): session.SessionData => {
    // A copy of the Cookie (its class serialises it), the row's expiry read from it.
    const cookie = Object.assign(
      Object.create(Object.getPrototypeOf(sess.cookie) as object) as session.Cookie,
      sess.cookie,
    );
    cookie.expires = new Date(Date.now() + SESSION_IDLE_MS);
    return { ...sess, cookie };
  };
  const set = store.set.bind(store);
  const touch = store.touch.bind(store);
  store.set = (sid, sess, callback) => set(sid, withIdleExpiry(sess), callback);
  store.touch = (sid, sess, callback) => touch(sid, withIdleExpiry(sess), callback);
  const secure = secureCookies(config);
  const middleware = session({
    name: sessionCookieName(config),
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false, // visitors get no cookie and cost no database write
    rolling: false,
    unset: 'destroy',
    cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_ABSOLUTE_MS },
  });
  return {
    middleware,
    prune: () =>
      new Promise<void>((resolve, reject) =>
        store.pruneSessions((error) => (error ? reject(error) : resolve())),
      ),
    close: () => store.close(),
  };
}

function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((error) => (error ? reject(error) : resolve()));
  });
}

const ADMIN = Symbol('admin');
type RequestWithAdmin = Request & { [ADMIN]?: AdminIdentity | null };

/**
 * The signed-in admin of this request, or null. A session past its absolute lifetime, or whose
 * user no longer exists, is destroyed here. Memoised per request.
 */
export async function currentAdmin(
  req: Request,
  users: UserService,
): Promise<AdminIdentity | null> {
  const memo = req as RequestWithAdmin;
  if (memo[ADMIN] !== undefined) return memo[ADMIN];
  let admin: AdminIdentity | null = null;
  const data = req.session;
  if (data?.adminId) {
    const expired =
      typeof data.authenticatedAt !== 'number' ||
      Date.now() - data.authenticatedAt > SESSION_ABSOLUTE_MS;
    const user = expired ? null : await users.getUserById(data.adminId);
    if (user) {
      admin = { id: user.id, username: user.username };
      if (data.totpSetupRequired) admin.totpSetupRequired = true;
    } else await destroySession(req);
  }
  memo[ADMIN] = admin;
  return admin;
}

/** A new session id holding `fill`'s facts (the previous id dies: no session fixation). */
function regenerateWith(req: Request, fill: () => void): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      fill();
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/**
 * Starts an admin session under a new id, with the device facts "Your sessions" lists. With
 * `totpSetupRequired` it can only reach the second factor's setup.
 */
export function startAdminSession(
  req: Request,
  admin: AdminIdentity,
  address: string = req.ip ?? 'unknown',
): Promise<void> {
  return regenerateWith(req, () => {
    req.session.adminId = admin.id;
    req.session.authenticatedAt = Date.now();
    req.session.userAgent = (req.get('user-agent') ?? '').trim().slice(0, 300);
    req.session.address = address;
    if (admin.totpSetupRequired) req.session.totpSetupRequired = true;
    (req as RequestWithAdmin)[ADMIN] = admin;
  });
}

/** After a right password, when a code is still needed: a new id that is no admin session yet. */
export function startPendingSignIn(req: Request, user: AdminIdentity): Promise<void> {
  return regenerateWith(req, () => {
    req.session.pendingSignIn = { userId: user.id, username: user.username, at: Date.now() };
    (req as RequestWithAdmin)[ADMIN] = null;
  });
}

/** The sign-in waiting for its second step, if it is not older than PENDING_SIGN_IN_MS. */
export function pendingSignIn(req: Request) {
  const pending = req.session?.pendingSignIn;
  if (!pending || Date.now() - pending.at > PENDING_SIGN_IN_MS) return null;
  return pending;
}

/** The second factor is set up: the session is no longer restricted to its setup. */
export function totpSetupDone(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    delete req.session.totpSetupRequired;
    const memo = (req as RequestWithAdmin)[ADMIN];
    if (memo) delete memo.totpSetupRequired;
    req.session.save((error) => (error ? reject(error) : resolve()));
  });
}

/** Ends the session on the server; the cookie is cleared by the caller's response. */
export async function endAdminSession(req: Request): Promise<void> {
  (req as RequestWithAdmin)[ADMIN] = null;
  await destroySession(req);
}
