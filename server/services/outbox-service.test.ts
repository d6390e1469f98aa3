// The retry rule of the outbox: when a failed mail is tried again, and when it is given up.
import { describe, expect, it } from 'vitest';
import {
  decideRetry,
  deliveryFailureOf,
  FIRST_RETRY_MS,
  GIVE_UP_AFTER_MS,
  MAX_RETRY_MS,
} from './outbox-service';

const created = new Date('2026-01-05T12:00:00Z');
const at = (ms: number) => new Date(created.getTime() + ms);
const refused = { message: '451 4.3.0 Try again later', responseCode: 451, command: 'DATA' };

describe('decideRetry', () => {
  it('retries first within 15 s, then doubling, never waiting more than an hour', () => {
    expect(FIRST_RETRY_MS).toBeLessThanOrEqual(15_000);
    const delays = [1, 2, 3, 4, 5, 8, 9, 10, 30].map((attempts) => {
      const now = at(60_000);
      const decision = decideRetry({ kind: 'staff', attempts, createdAt: created }, refused, now);
      expect(decision.status).toBe('retrying');
      return decision.nextAttemptAt.getTime() - now.getTime();
    });
    expect(delays).toEqual([
      FIRST_RETRY_MS,
      2 * FIRST_RETRY_MS,
      4 * FIRST_RETRY_MS,
      8 * FIRST_RETRY_MS,
      16 * FIRST_RETRY_MS,
      128 * FIRST_RETRY_MS,
      256 * FIRST_RETRY_MS,
      MAX_RETRY_MS,
      MAX_RETRY_MS,
    ]);
  });

  it('makes a last attempt at 72 hours and gives up after it', () => {
    const late = decideRetry(
      { kind: 'adf', attempts: 80, createdAt: created },
      refused,
      at(GIVE_UP_AFTER_MS - 60_000),
    );
    expect(late).toEqual({ status: 'retrying', nextAttemptAt: at(GIVE_UP_AFTER_MS) });
    const now = at(GIVE_UP_AFTER_MS);
    expect(decideRetry({ kind: 'adf', attempts: 81, createdAt: created }, refused, now)).toEqual({
      status: 'failed',
      nextAttemptAt: now,
    });
  });

  it('retries a permanent refusal of staff or CRM mail, but not of the shopper’s address', () => {
    const noSuchUser = { message: '550 5.1.1 No such user', responseCode: 550, command: 'RCPT TO' };
    const now = at(1_000);
    for (const kind of ['staff', 'adf'] as const) {
      expect(decideRetry({ kind, attempts: 1, createdAt: created }, noSuchUser, now).status).toBe(
        'retrying',
      );
    }
    expect(
      decideRetry({ kind: 'confirmation', attempts: 1, createdAt: created }, noSuchUser, now)
        .status,
    ).toBe('failed');
    // A relay refusing the whole message (after DATA) is retried, confirmation or not.
    const policy = { message: '554 5.7.1 Rejected', responseCode: 554, command: 'DATA' };
    expect(
      decideRetry({ kind: 'confirmation', attempts: 1, createdAt: created }, policy, now).status,
    ).toBe('retrying');
  });
});

describe('deliveryFailureOf', () => {
  it('keeps the server’s answer, or the connection error', () => {
    const smtpError = Object.assign(new Error('Message failed'), {
      response: '451 4.3.0 Try again later',
      responseCode: 451,
      command: 'DATA',
    });
    expect(deliveryFailureOf(smtpError)).toEqual({
      message: '451 4.3.0 Try again later',
      responseCode: 451,
      command: 'DATA',
    });
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), {
      code: 'ESOCKET',
      command: 'CONN',
    });
    expect(deliveryFailureOf(down)).toEqual({
      message: 'ESOCKET connect ECONNREFUSED 127.0.0.1:2525',
      responseCode: undefined,
      command: 'CONN',
    });
  });
});
