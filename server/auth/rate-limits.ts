// Counters against brute force and form spam, kept in the database (rate_limits) through
// rate-limiter-flexible, so a restart does not reset a lockout and several processes share them.
// Every address is counted by clientAddressKey (an IPv6 client by its /64). What is limited and
// why: docs/product.md#sign-in-rate-limits and #form-rate-limits.
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { clientAddressKey } from './client-address';

export interface RateLimitSettings {
  /**
   * Sign-in attempts for one username from one address (its /64 for IPv6) within the window:
   * past it only that pair is refused, so a stranger's guesses never lock the staff member out
   * everywhere.
   */
  loginPerPair: number;
  /** Sign-in attempts from one address, whatever the usernames, within the window. */
  loginPerAddress: number;
  loginWindowSeconds: number;
  /**
   * The ceiling of sign-in attempts for one username from all addresses together per
   * `loginUsernameWindowSeconds`, against guessing spread over many addresses; logged when reached.
   */
  loginPerUsername: number;
  loginUsernameWindowSeconds: number;
  /** Public form submissions (contact, test drive, appraisal) per address per minute. */
  formsPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerPair: 5,
  loginPerAddress: 20,
  loginWindowSeconds: 15 * 60,
  loginPerUsername: 100,
  loginUsernameWindowSeconds: 60 * 60,
  formsPerMinute: 10,
};

/**
 * Response headers of a limited route, after the draft-ietf-httpapi-ratelimit-headers-07 fields:
 * `RateLimit-Policy` lists every quota that applies (`5;w=900, 20;w=900, 100;w=3600`) and
 * `RateLimit` tells the closest one: `limit=5, remaining=3, reset=840` (seconds).
 */
export type RateLimitHeaders = Record<'RateLimit' | 'RateLimit-Policy', string>;

interface Quota {
  limiter: RateLimiterDrizzle;
  points: number;
  duration: number;
}

function quota(db: Database, keyPrefix: string, points: number, duration: number): Quota {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration,
  });
  return { limiter, points, duration };
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function headers(quotas: Quota[], closest: { quota: Quota; result: RateLimiterRes }) {
  return {
    RateLimit: `limit=${closest.quota.points}, remaining=${closest.result.remainingPoints}, reset=${seconds(closest.result.msBeforeNext)}`,
    'RateLimit-Policy': quotas.map((q) => `${q.points};w=${q.duration}`).join(', '),
  } satisfies RateLimitHeaders;
}

/**
 * Consumes one point of each quota in turn (each consume is atomic in the database, so parallel
 * attempts are capped too). The first quota past its limit stops the count there and throws a 429
 * with Retry-After and the RateLimit headers; otherwise returns the headers of the quota with the
 * fewest points left. `onConsumed` sees each result (to log a ceiling being reached).
 */
async function consumeAll(
  quotas: Quota[],
  keys: string[],
  message: string,
  onConsumed?: (index: number, result: RateLimiterRes) => void,
): Promise<RateLimitHeaders> {
  let closest: { quota: Quota; result: RateLimiterRes } | undefined;
  for (const [index, q] of quotas.entries()) {
    let result: RateLimiterRes;
    try {
      result = await q.limiter.consume(keys[index]!);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      onConsumed?.(index, rejection);
      const retryAfter = String(seconds(rejection.msBeforeNext));
      throw new AppError('rate_limited', message, undefined, {
        'Retry-After': retryAfter,
        ...headers(quotas, { quota: q, result: rejection }),
      });
    }
    onConsumed?.(index, result);
    if (!closest || result.remainingPoints < closest.result.remainingPoints) {
      closest = { quota: q, result };
    }
  }
  return headers(quotas, closest!);
}

export function createRateLimits(
  db: Database,
  settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
  logger?: Logger,
) {
  const window = settings.loginWindowSeconds;
  // The order is the order of the checks: the cheapest refusal (a noisy address) first.
  const signIn = [
    quota(db, 'login-ip', settings.loginPerAddress, window),
    quota(db, 'login-pair', settings.loginPerPair, window),
    quota(db, 'login-user', settings.loginPerUsername, settings.loginUsernameWindowSeconds),
  ];
  const [byAddress, byPair, byUsername] = signIn as [Quota, Quota, Quota];
  const formQuotas = [quota(db, 'forms-ip', settings.formsPerMinute, 60)];
  // Guesses of a signed-in user's current password (docs/product.md#passwords): a session left
  // open gets no more tries than sign-in gives a username and address.
  const passwordChecks = [quota(db, 'password-user', settings.loginPerPair, window)];
  const tooManySignIns = 'Too many sign-in attempts. Please try again later.';

  const signInKeys = (username: string, address: string | undefined) => {
    const user = username.toLowerCase();
    const addressKey = clientAddressKey(address);
    // An address key never holds a space, so the pair key cannot be read two ways.
    return { user, addressKey, keys: [addressKey, `${addressKey} ${user}`, user] };
  };

  async function countAttempt(username: string, address: string | undefined, step: string) {
    const { user, addressKey, keys } = signInKeys(username, address);
    return consumeAll(signIn, keys, tooManySignIns, (index, result) => {
      // Logged once, on the attempt that uses the username's last point: many addresses are
      // guessing this username's password (docs/product.md#sign-in-rate-limits).
      if (signIn[index] === byUsername && result.consumedPoints === byUsername.points) {
        logger?.warn(
          { username: JSON.stringify(user.slice(0, 60)), address: addressKey, step },
          'sign-in ceiling reached for username',
        );
      }
    });
  }

  return {
    settings,
    /**
     * Counts a sign-in attempt (the password step) before the password is checked. Throws a 429
     * once the address, the username-and-address pair or the username's hourly ceiling is over its
     * limit; otherwise returns the RateLimit headers for the answer.
     */
    countSignInAttempt(username: string, address: string | undefined): Promise<RateLimitHeaders> {
      return countAttempt(username, address, 'password');
    },

    /**
     * Counts one attempt at the second sign-in step (a TOTP or recovery code), before the code is
     * checked, against the same quotas as the password: the pair's 5 attempts are shared by the
     * password and the codes, so someone holding the password still gets only a few code guesses.
     * Call `signInSucceeded` only once the last step has passed, never after the password alone.
     */
    countSecondStepAttempt(username: string, address: string | undefined) {
      return countAttempt(username, address, 'second-step');
    },

    /**
     * The whole sign-in succeeded: the pair's failures are cleared, and this attempt is given back
     * to the address and to the username's ceiling (a staff member's own sign-ins never use them up).
     */
    async signInSucceeded(username: string, address: string | undefined): Promise<void> {
      const { keys } = signInKeys(username, address);
      await byPair.limiter.delete(keys[1]!);
      await byAddress.limiter.reward(keys[0]!, 1);
      await byUsername.limiter.reward(keys[2]!, 1);
    },

    /** Counts a public form submission; returns the RateLimit headers or throws a 429. */
    countFormSubmission(address: string | undefined): Promise<RateLimitHeaders> {
      return consumeAll(
        formQuotas,
        [clientAddressKey(address)],
        'Too many submissions. Please wait a minute and try again.',
      );
    },

    /** Counts a check of a signed-in user's current password; throws a 429 past the limit. */
    async countPasswordCheck(userId: string): Promise<void> {
      await consumeAll(
        passwordChecks,
        [userId],
        'Too many wrong passwords. Please try again later.',
      );
    },

    /** The right current password clears the user's count. */
    async passwordCheckSucceeded(userId: string): Promise<void> {
      await passwordChecks[0]!.limiter.delete(userId);
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
