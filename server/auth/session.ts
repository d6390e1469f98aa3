// Admin sessions: express-session with its rows in the `session` table (connect-pg-simple over
// the same database, PGlite or PostgreSQL). HttpOnly, SameSite=Lax, Secure behind https; a new id
// at sign-in; destroyed on the server at sign-out; 12 hours idle, 7 days at most.
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
  }
}

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

export interface AdminIdentity {
  id: string;
  username: string;
}

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
  const secure = secureCookies(config);
  const middleware = session({
    name: sessionCookieName(config),
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false, // visitors get no cookie and cost no database write
    rolling: true, // each request restarts the idle timer
    unset: 'destroy',
    cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_IDLE_MS },
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
    if (user) admin = { id: user.id, username: user.username };
    else await destroySession(req);
  }
  memo[ADMIN] = admin;
  return admin;
}

/** Starts an admin session under a new id (the pre-sign-in id dies: no session fixation). */
export function startAdminSession(req: Request, admin: AdminIdentity): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      req.session.adminId = admin.id;
      req.session.authenticatedAt = Date.now();
      (req as RequestWithAdmin)[ADMIN] = admin;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/** Ends the session on the server; the cookie is cleared by the caller's response. */
export async function endAdminSession(req: Request): Promise<void> {
  (req as RequestWithAdmin)[ADMIN] = null;
  await destroySession(req);
}
