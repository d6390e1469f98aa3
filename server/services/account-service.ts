// A staff member's own account (docs/product.md#second-factor-totp, docs/product.md#your-sessions):
// the second factor (setup, confirmation, recovery codes, turning it off) and the list of their
// signed-in sessions. Writes record one audit row each, in the write's transaction.
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { recoveryCodes, session, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../auth/password';
import { SESSION_IDLE_MS } from '../auth/session';
import {
  RECOVERY_CODE_COUNT,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  totpQrSvg,
  totpUri,
  verifyTotp,
} from '../auth/totp';
import { describeDevice } from '../auth/user-agent';
import { AppError } from '../errors';
import type { AuditActor, AuditService } from './audit-service';

/** What proves it is still the account's owner before a change to the second factor. */
export interface StepUpProof {
  password?: string;
  code?: string;
}

export interface SecondFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

export interface StaffSession {
  id: string;
  device: string;
  address: string | null;
  signedInAt: string | null;
  lastSeenAt: string;
  current: boolean;
}

/** What an audit row needs of the signed-in staff member. */
type Actor = AuditActor & { id: string };

/** The session's facts as express-session keeps them (server/auth/session.ts). */
interface StoredSession {
  adminId?: string;
  authenticatedAt?: number;
  userAgent?: string;
  address?: string;
}

export function createAccountService(db: Database, audit: AuditService) {
  async function userRow(userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        username: users.username,
        passwordHash: users.passwordHash,
        totpSecret: users.totpSecret,
        totpEnabledAt: users.totpEnabledAt,
        totpLastStep: users.totpLastStep,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new AppError('not_found', 'Account not found');
    return row;
  }

  /**
   * Accepts a TOTP code once: the step moves forward in the same statement that checks it, so
   * two requests racing with one code cannot both pass.
   */
  async function acceptTotp(
    userId: string,
    secret: string,
    lastStep: number | null,
    code: string,
    enable = false,
  ): Promise<boolean> {
    const step = await verifyTotp(secret, code, lastStep);
    if (step === null) return false;
    const taken = await db
      .update(users)
      .set(enable ? { totpLastStep: step, totpEnabledAt: new Date() } : { totpLastStep: step })
      .where(
        and(
          eq(users.id, userId),
          eq(users.totpSecret, secret),
          or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
        ),
      )
      .returning({ id: users.id });
    return taken.length === 1;
  }

  /** Uses up a recovery code: true once per code (marked used in the statement that checks it). */
  async function acceptRecoveryCode(userId: string, code: string): Promise<boolean> {
    const plain = normaliseRecoveryCode(code);
    if (!plain) return false;
    const unused = await db
      .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      .orderBy(asc(recoveryCodes.id));
    for (const row of unused) {
      if (!(await verifyPassword(row.codeHash, plain))) continue;
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return used.length === 1;
    }
    return false;
  }

  /** Ten new recovery codes replacing any before (in `tx`); the plain codes are returned once. */
  async function replaceRecoveryCodes(
    tx: Pick<Database, 'insert' | 'delete'>,
    userId: string,
  ): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const hashes = await Promise.all(
      codes.map((code) => hashPassword(normaliseRecoveryCode(code)!)),
    );
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    return codes;
  }

  async function requireStepUp(userId: string, proof: StepUpProof): Promise<void> {
    const user = await userRow(userId);
    const ok = proof.password
      ? await verifyPassword(user.passwordHash, proof.password)
      : proof.code && user.totpSecret && user.totpEnabledAt
        ? (await acceptTotp(userId, user.totpSecret, user.totpLastStep, proof.code)) ||
          (await acceptRecoveryCode(userId, proof.code))
        : false;
    if (!ok) {
      const field = proof.password ? 'password' : 'code';
      const message = proof.password ? 'Password is not right' : 'Code is not right';
      throw new AppError('unauthorized', message, { [field]: [message] });
    }
  }

  return {
    async secondFactorStatus(userId: string): Promise<SecondFactorStatus> {
      const user = await userRow(userId);
      const [left] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return {
        enabled: user.totpEnabledAt !== null,
        enabledAt: user.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: user.totpEnabledAt ? (left?.total ?? 0) : 0,
      };
    },

    /** Whether the user must give a code after the password. */
    async hasSecondFactor(userId: string): Promise<boolean> {
      return (await userRow(userId)).totpEnabledAt !== null;
    },

    /**
     * Starts (or restarts) setup: a new secret, kept unconfirmed until a first code matches. The
     * secret is shown as text and as a QR code of its otpauth:// address.
     */
    async startTotpSetup(userId: string) {
      const user = await userRow(userId);
      if (user.totpEnabledAt) {
        throw new AppError('conflict', 'The second factor is already on. Turn it off first.');
      }
      const secret = newTotpSecret();
      await db
        .update(users)
        .set({ totpSecret: secret, totpLastStep: null })
        .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)));
      const uri = totpUri(secret, user.username);
      return { secret, uri, qrSvg: await totpQrSvg(uri) };
    },

    /** A first right code turns the second factor on; the recovery codes are returned once. */
    async confirmTotpSetup(actor: Actor, code: string): Promise<string[]> {
      const user = await userRow(actor.id);
      if (user.totpEnabledAt) throw new AppError('conflict', 'The second factor is already on.');
      if (!user.totpSecret) throw new AppError('conflict', 'Start the setup first.');
      if (!(await acceptTotp(actor.id, user.totpSecret, user.totpLastStep, code, true))) {
        const message = 'Code is not right. Check the time on your phone and try the next one.';
        throw new AppError('bad_request', message, { code: [message] });
      }
      return db.transaction(async (tx) => {
        const codes = await replaceRecoveryCodes(tx, actor.id);
        await audit.record(
          actor,
          {
            action: 'staff.totp-enable',
            entityType: 'staff',
            entityId: actor.id,
            summary: `${user.username} turned on the second factor`,
          },
          tx,
        );
        return codes;
      });
    },

    /** New recovery codes (the old ones stop working); needs the password or a code. */
    async regenerateRecoveryCodes(actor: Actor, proof: StepUpProof): Promise<string[]> {
      const user = await userRow(actor.id);
      if (!user.totpEnabledAt) throw new AppError('conflict', 'The second factor is off.');
      await requireStepUp(actor.id, proof);
      return db.transaction(async (tx) => {
        const codes = await replaceRecoveryCodes(tx, actor.id);
        await audit.record(
          actor,
          {
            action: 'staff.recovery-codes',
            entityType: 'staff',
            entityId: actor.id,
            summary: `${user.username} made new recovery codes`,
          },
          tx,
        );
        return codes;
      });
    },

    /** Turns the second factor off (not while REQUIRE_TOTP holds); needs the password or a code. */
    async disableTotp(actor: Actor, proof: StepUpProof, required: boolean): Promise<void> {
      const user = await userRow(actor.id);
      if (!user.totpEnabledAt) throw new AppError('conflict', 'The second factor is already off.');
      if (required) {
        throw new AppError(
          'conflict',
          'This site requires a second factor for every staff member.',
        );
      }
      await requireStepUp(actor.id, proof);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(users.id, actor.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.id));
        await audit.record(
          actor,
          {
            action: 'staff.totp-disable',
            entityType: 'staff',
            entityId: actor.id,
            summary: `${user.username} turned off the second factor`,
          },
          tx,
        );
      });
    },

    /** The sign-in's second step: a TOTP code (once per step) or an unused recovery code. */
    async verifySecondFactor(userId: string, code: string): Promise<'totp' | 'recovery' | null> {
      const user = await userRow(userId);
      if (!user.totpSecret || !user.totpEnabledAt) return null;
      if (await acceptTotp(userId, user.totpSecret, user.totpLastStep, code)) return 'totp';
      if (await acceptRecoveryCode(userId, code)) return 'recovery';
      return null;
    },

    /** A completed sign-in: the last sign-in time and its audit row. */
    async signedIn(actor: Actor, summary: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, actor.id));
        await audit.record(
          actor,
          { action: 'sign-in.success', entityType: 'staff', entityId: actor.id, summary },
          tx,
        );
      });
    },

    /** The user's live sessions, newest activity first; `currentId` is this browser's. */
    async listSessions(userId: string, currentId: string | undefined): Promise<StaffSession[]> {
      const rows = await db
        .select({ sid: session.sid, sess: session.sess, expire: session.expire })
        .from(session)
        .where(and(sql`${session.sess}->>'adminId' = ${userId}`, gt(session.expire, sql`now()`)));
      return rows
        .map(({ sid, sess, expire }) => {
          const data = sess as StoredSession;
          return {
            // Never the session id itself: it is the secret half of the cookie.
            id: createHash('sha256').update(sid).digest('hex').slice(0, 16),
            device: describeDevice(data.userAgent),
            address: data.address ?? null,
            signedInAt:
              typeof data.authenticatedAt === 'number'
                ? new Date(data.authenticatedAt).toISOString()
                : null,
            // Each request moves the row's expiry one idle period on (server/auth/session.ts),
            // so the last request was one idle period before it.
            lastSeenAt: new Date(expire.getTime() - SESSION_IDLE_MS).toISOString(),
            current: sid === currentId,
          };
        })
        .sort(
          (a, b) =>
            Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
        );
    },

    /** Ends every session of the user but this one; returns how many ended. */
    async signOutOtherSessions(actor: Actor, currentId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const ended = await tx
          .delete(session)
          .where(
            and(
              sql`${session.sess}->>'adminId' = ${actor.id}`,
              sql`${session.sid} <> ${currentId}`,
            ),
          )
          .returning({ sid: session.sid });
        await audit.record(
          actor,
          {
            action: 'staff.sign-out-others',
            entityType: 'staff',
            entityId: actor.id,
            summary: `${actor.username ?? 'Staff'} signed out ${ended.length} other session${ended.length === 1 ? '' : 's'}`,
          },
          tx,
        );
        return ended.length;
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
