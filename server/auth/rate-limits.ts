// Counters against brute force and form spam, kept in the database (rate_limits) through
// rate-limiter-flexible, so a restart does not reset a lockout and several processes share them.
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';

export interface RateLimitSettings {
  /** Failed sign-ins per username within the window. */
  loginPerUsername: number;
  /** Failed sign-ins per address within the window. */
  loginPerAddress: number;
  loginWindowSeconds: number;
  /** Public form submissions (contact, test drive, appraisal) per address per minute. */
  formsPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerUsername: 5,
  loginPerAddress: 20,
  loginWindowSeconds: 15 * 60,
  formsPerMinute: 10,
};

/** A 429 that says how long to wait. */
function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError('rate_limited', message, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
}

function limiter(db: Database, keyPrefix: string, points: number, duration: number) {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration,
  });
}

function retryAfter(result: RateLimiterRes): number {
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}

/** Consumes a point; past the limit throws a 429 AppError (the library rejects with a result). */
async function consume(
  rateLimiter: RateLimiterDrizzle,
  key: string,
  message: string,
): Promise<void> {
  try {
    await rateLimiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw rateLimited(message, retryAfter(rejection));
    }
    throw rejection;
  }
}

export function createRateLimits(db: Database, settings: RateLimitSettings = DEFAULT_RATE_LIMITS) {
  const window = settings.loginWindowSeconds;
  const byUsername = limiter(db, 'login-user', settings.loginPerUsername, window);
  const byAddress = limiter(db, 'login-ip', settings.loginPerAddress, window);
  const forms = limiter(db, 'forms-ip', settings.formsPerMinute, 60);
  // Guesses of a signed-in user's current password (docs/product.md#passwords): a session left
  // open gets no more tries than sign-in gives a username.
  const passwordChecks = limiter(db, 'password-user', settings.loginPerUsername, window);
  const tooManySignIns = 'Too many sign-in attempts. Please try again later.';

  return {
    settings,
    /**
     * Counts a sign-in attempt before the password is checked (atomic, so parallel guesses are
     * capped too). Throws a 429 once the username or the address is over its limit.
     */
    async countSignInAttempt(username: string, address: string): Promise<void> {
      await consume(byUsername, username.toLowerCase(), tooManySignIns);
      await consume(byAddress, address, tooManySignIns);
    },

    /** A successful sign-in clears the username's failures and refunds the address's attempt. */
    async signInSucceeded(username: string, address: string): Promise<void> {
      await byUsername.delete(username.toLowerCase());
      await byAddress.reward(address, 1);
    },

    /** Counts a check of a signed-in user's current password; throws a 429 past the limit. */
    async countPasswordCheck(userId: string): Promise<void> {
      await consume(passwordChecks, userId, 'Too many wrong passwords. Please try again later.');
    },

    /** The right current password clears the user's count. */
    async passwordCheckSucceeded(userId: string): Promise<void> {
      await passwordChecks.delete(userId);
    },

    async countFormSubmission(address: string): Promise<void> {
      await consume(forms, address, 'Too many submissions. Please wait a minute and try again.');
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
