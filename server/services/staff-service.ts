// Staff accounts (docs/product.md#staff-accounts): the list, invitations (a link good for 48 hours
// and once, of which only the token's SHA-256 is kept), accepting one, disabling and re-enabling.
// Each write records one audit row in its own transaction.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  INVITATION_HOURS,
  INVITATION_PATH,
  type PendingInvitation,
  type StaffInvitation,
  type StaffInvitationCreated,
  type StaffInviteInput,
  type StaffMember,
} from '../../common/schemas/staff';
import { usernameProblem } from '../../common/schemas/auth';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import { session, staffInvitations, users } from '../db/schema';
import { AppError } from '../errors';
import type { AuditActor, AuditService } from './audit-service';
import { checkNewAccount } from './user-service';

export const INVITATION_NOT_FOUND = 'This invitation link is not valid.';
export const INVITATION_USED = 'This invitation has already been used. Ask for a new one.';
export const INVITATION_EXPIRED = 'This invitation has expired. Ask for a new one.';
export const STAFF_NOT_FOUND = 'Staff member not found';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A 409 the invite form shows under the username. */
const taken = (why: string) => new AppError('conflict', why, { username: [why] });

const staffColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  disabledAt: users.disabledAt,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  totpEnabledAt: users.totpEnabledAt,
};

type StaffRow = {
  id: string;
  username: string;
  displayName: string | null;
  disabledAt: Date | null;
  lastSignInAt: Date | null;
  createdAt: Date;
  totpEnabledAt: Date | null;
};

const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  secondFactor: row.totpEnabledAt !== null,
});

const staffName = (row: { username: string; displayName: string | null }) =>
  row.displayName ? `${row.displayName} (${row.username})` : row.username;

export function createStaffService(db: Database, audit: AuditService) {
  /** The invitation of a token as it stands, or the reason it cannot be used (404 / 410). */
  async function usableInvitation(token: string, executor: Pick<Database, 'select'> = db) {
    const [row] = await executor
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, hashToken(token)));
    if (!row) throw new AppError('not_found', INVITATION_NOT_FOUND);
    if (row.acceptedAt) throw new AppError('gone', INVITATION_USED);
    if (row.expiresAt.getTime() <= Date.now()) throw new AppError('gone', INVITATION_EXPIRED);
    return row;
  }

  async function getStaffMember(id: string): Promise<StaffMember> {
    const [row] = await db.select(staffColumns).from(users).where(eq(users.id, id));
    if (!row) throw new AppError('not_found', STAFF_NOT_FOUND);
    return toStaffMember(row);
  }

  return {
    /** Everyone, enabled first, then by name. */
    async listStaff(): Promise<StaffMember[]> {
      const rows = await db
        .select(staffColumns)
        .from(users)
        .orderBy(sql`${users.disabledAt} is not null`, asc(users.username));
      return rows.map(toStaffMember);
    },

    /** Invitations not yet accepted and not expired, newest first. */
    async listPendingInvitations(): Promise<PendingInvitation[]> {
      const inviter = alias(users, 'inviter');
      const rows = await db
        .select({
          id: staffInvitations.id,
          username: staffInvitations.username,
          displayName: staffInvitations.displayName,
          expiresAt: staffInvitations.expiresAt,
          invitedBy: inviter.username,
        })
        .from(staffInvitations)
        .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
        .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, new Date())))
        .orderBy(desc(staffInvitations.createdAt));
      return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }));
    },

    getStaffMember,

    /**
     * Creates an invitation for a free username. The token is random (32 bytes); only its SHA-256
     * is stored, so the link in this answer is the only copy.
     */
    async invite(
      input: StaffInviteInput,
      actor: AuditActor,
    ): Promise<Omit<StaffInvitationCreated, 'url'>> {
      const { username, displayName } = input;
      const badUsername = usernameProblem(username);
      if (badUsername) {
        const message = `Username ${badUsername}`;
        throw new AppError('bad_request', message, { username: [message] });
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + INVITATION_HOURS * 60 * 60 * 1000);
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.username}) = lower(${username})`);
        if (user) throw taken('A staff member already has this username');
        const [pending] = await tx
          .select({ id: staffInvitations.id })
          .from(staffInvitations)
          .where(
            and(
              sql`lower(${staffInvitations.username}) = lower(${username})`,
              isNull(staffInvitations.acceptedAt),
              gt(staffInvitations.expiresAt, new Date()),
            ),
          );
        if (pending) throw taken('An invitation for this username is still open');
        const [row] = await tx
          .insert(staffInvitations)
          .values({
            tokenHash: hashToken(token),
            username,
            displayName,
            invitedBy: actor.id,
            expiresAt,
          })
          .returning({ id: staffInvitations.id });
        await audit.record(
          actor,
          {
            action: 'staff.invite',
            entityType: 'staff',
            entityId: row!.id,
            summary: `Invited ${displayName} (${username})`,
            changes: { username: [null, username], displayName: [null, displayName] },
          },
          tx,
        );
        return {
          id: row!.id,
          username,
          displayName,
          expiresAt: expiresAt.toISOString(),
          path: `${INVITATION_PATH}${token}`,
        };
      });
    },

    /** Who an invitation is for; 404 unknown, 410 used or expired. */
    async getInvitation(token: string): Promise<StaffInvitation> {
      const row = await usableInvitation(token);
      return {
        username: row.username,
        displayName: row.displayName,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * The invitee sets their password: the account is created and the invitation marked used in
     * one transaction (a second accept of the same link finds it used).
     */
    async acceptInvitation(
      token: string,
      password: string,
      address: string | null,
    ): Promise<StaffMember> {
      const invitation = await usableInvitation(token);
      checkNewAccount(invitation.username, password);
      const passwordHash = await hashPassword(password);
      const id = await db.transaction(async (tx) => {
        // Locked: of two accepts of one link, the second waits and then finds it used.
        const [locked] = await tx
          .select({ id: staffInvitations.id })
          .from(staffInvitations)
          .where(eq(staffInvitations.id, invitation.id))
          .for('update');
        if (!locked) throw new AppError('not_found', INVITATION_NOT_FOUND);
        const current = await usableInvitation(token, tx);
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.username}) = lower(${current.username})`);
        if (user) {
          throw new AppError(
            'conflict',
            `The username ${current.username} was taken meanwhile. Ask for a new invitation.`,
          );
        }
        const [created] = await tx
          .insert(users)
          .values({
            username: current.username,
            displayName: current.displayName,
            passwordHash,
            createdBy: current.invitedBy,
          })
          .returning({ id: users.id });
        await tx
          .update(staffInvitations)
          .set({ acceptedAt: new Date() })
          .where(eq(staffInvitations.id, current.id));
        await audit.record(
          { id: created!.id, username: current.username, address },
          {
            action: 'staff.accept',
            entityType: 'staff',
            entityId: created!.id,
            summary: `${current.displayName} (${current.username}) accepted the invitation`,
          },
          tx,
        );
        return created!.id;
      });
      return getStaffMember(id);
    },

    /**
     * Disables an account and ends its sessions at once. Nobody disables themselves, and one
     * enabled account always remains (someone must be able to sign in).
     */
    async disableStaff(id: string, actor: AuditActor): Promise<StaffMember> {
      await db.transaction(async (tx) => {
        // Every enabled account locked: two admins disabling each other wait in turn.
        const enabled = await tx
          .select({ id: users.id })
          .from(users)
          .where(isNull(users.disabledAt))
          .for('update');
        const [target] = await tx.select(staffColumns).from(users).where(eq(users.id, id));
        if (!target) throw new AppError('not_found', STAFF_NOT_FOUND);
        if (target.disabledAt) return;
        if (id === actor.id) throw new AppError('conflict', 'You cannot disable your own account.');
        if (enabled.filter((row) => row.id !== id).length === 0) {
          throw new AppError('conflict', 'The last enabled account cannot be disabled.');
        }
        const now = new Date();
        await tx.update(users).set({ disabledAt: now }).where(eq(users.id, id));
        await tx.delete(session).where(sql`${session.sess}->>'adminId' = ${id}`);
        await audit.record(
          actor,
          {
            action: 'staff.disable',
            entityType: 'staff',
            entityId: id,
            summary: `Disabled ${staffName(target)}`,
            changes: { disabledAt: [null, now.toISOString()] },
          },
          tx,
        );
      });
      return getStaffMember(id);
    },

    /** Lets a disabled account sign in again (its old sessions stay ended). */
    async enableStaff(id: string, actor: AuditActor): Promise<StaffMember> {
      await db.transaction(async (tx) => {
        const [target] = await tx
          .select(staffColumns)
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!target) throw new AppError('not_found', STAFF_NOT_FOUND);
        if (!target.disabledAt) return;
        await tx.update(users).set({ disabledAt: null }).where(eq(users.id, id));
        await audit.record(
          actor,
          {
            action: 'staff.enable',
            entityType: 'staff',
            entityId: id,
            summary: `Re-enabled ${staffName(target)}`,
            changes: { disabledAt: [target.disabledAt.toISOString(), null] },
          },
          tx,
        );
      });
      return getStaffMember(id);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
