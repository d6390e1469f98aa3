import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session, users } from '../db/schema';
import { usernameProblem } from '../../common/schemas/auth';
import { checkPasswordOfNobody, hashPassword, verifyPassword } from '../auth/password';
import { passwordPolicyProblem } from '../auth/password-policy';
import { AppError } from '../errors';
import type { AuditActor, AuditService } from './audit-service';

const invalid = (field: string, message: string) =>
  new AppError('bad_request', message, { [field]: [message] });

/** A signed-in staff member changing their own password, from the session `sessionId`. */
export interface OwnPasswordChange {
  actor: AuditActor & { id: string };
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}

/**
 * Throws a 400 naming the field when the username or the new password breaks a rule (length in
 * common/schemas/auth.ts, then the policy of server/auth/password-policy.ts). Every way an account
 * gets a password goes through here: first start, `npm run admin`, an accepted invitation
 * (docs/product.md#staff-accounts, docs/product.md#passwords).
 */
export function checkNewAccount(username: string, password: string): void {
  const badUsername = usernameProblem(username);
  if (badUsername) throw invalid('username', `Username ${badUsername}`);
  const badPassword = passwordPolicyProblem(password, { username });
  if (badPassword) throw invalid('password', `Password ${badPassword}`);
}

export function createUserService(db: Database, audit: AuditService) {
  return {
    /** The user of a session; null for a disabled one, so its stray sessions end too. */
    async getUserById(id: string) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.disabledAt)));
      return row ?? null;
    },

    /** The user when the password is right; null otherwise, in about the same time either way. */
    async verifyCredentials(username: string, password: string) {
      const [user] = await db
        .select({
          id: users.id,
          username: users.username,
          passwordHash: users.passwordHash,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.username, username));
      // An unknown username costs the same password check, so both failures take as long.
      if (!user) {
        await checkPasswordOfNobody(password);
        return null;
      }
      // A disabled account is refused like a wrong password, after the same work.
      if (!(await verifyPassword(user.passwordHash, password)) || user.disabledAt) return null;
      return { id: user.id, username: user.username };
    },

    /** Sets the name the admin shows for a user (`npm run admin -- <username> --name`). */
    async setDisplayName(username: string, displayName: string): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ displayName })
        .where(eq(users.username, username))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    async countUsers(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(users);
      return row?.total ?? 0;
    },

    async findUserByUsername(username: string) {
      const [row] = await db.select().from(users).where(eq(users.username, username));
      return row ?? null;
    },

    /**
     * Creates the user, or replaces the password of an existing one. Returns true if created.
     * The username and password rules (common/schemas/auth.ts) are checked here so every caller
     * (first start, the admin script, tests) gets them.
     */
    async setUserPassword(username: string, password: string): Promise<boolean> {
      // A replaced password also ends the user's sessions (a reset after a leak must lock out
      // whoever holds the old one); the session rows carry the user id (server/auth/session.ts).
      checkNewAccount(username, password);
      const passwordHash = await hashPassword(password);
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username));
      if (existing) {
        await db.transaction(async (tx) => {
          await tx.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
          await tx.delete(session).where(sql`${session.sess}->>'adminId' = ${existing.id}`);
        });
        return false;
      }
      await db.insert(users).values({ username, passwordHash });
      return true;
    },

    /**
     * docs/product.md#passwords: the current password must be right and the new one pass the
     * policy (both problems are answered at once, under their fields). Then the new hash, the end
     * of every other session of this user (this one stays) and one audit row, together.
     * Returns how many sessions ended. The caller limits the guesses of the current password.
     */
    async changeOwnPassword(change: OwnPasswordChange): Promise<{ otherSessionsEnded: number }> {
      const { actor, sessionId, currentPassword, newPassword } = change;
      const [user] = await db
        .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, actor.id));
      if (!user) throw new AppError('unauthorized', 'Sign in as an admin to do this');
      const details: Record<string, string[]> = {};
      const currentIsRight = await verifyPassword(user.passwordHash, currentPassword);
      if (!currentIsRight) details.currentPassword = ['Current password is not right'];
      const problem =
        currentIsRight && newPassword === currentPassword
          ? 'must differ from the current one'
          : passwordPolicyProblem(newPassword, { username: user.username });
      if (problem) details.newPassword = [`New password ${problem}`];
      const first = Object.values(details)[0]?.[0];
      if (first) throw new AppError('bad_request', first, details);

      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        const ended = await tx
          .delete(session)
          .where(and(sql`${session.sess}->>'adminId' = ${user.id}`, ne(session.sid, sessionId)))
          .returning({ sid: session.sid });
        await audit.record(
          actor,
          {
            action: 'staff.password',
            entityType: 'staff',
            entityId: user.id,
            summary: user.username,
          },
          tx,
        );
        return { otherSessionsEnded: ended.length };
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
