// Staff accounts (docs/product.md#staff-accounts): the list, an invitation, accepting one.
// One role: every staff member can do everything an admin can.
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_RULE,
} from './auth';
import { z } from './zod';

export const DISPLAY_NAME_MAX_LENGTH = 100;
/** How long an invitation link works. */
export const INVITATION_HOURS = 48;
/** Where an invitation link opens: the token follows. */
export const INVITATION_PATH = '/admin/invite/';

export const StaffMemberSchema = z
  .object({
    id: z.uuid(),
    username: z.string(),
    displayName: z.string().nullable(),
    disabledAt: z.iso.datetime().nullable(),
    lastSignInAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    secondFactor: z.boolean().meta({ description: 'Whether TOTP is set up' }),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffInviteInputSchema = z
  .strictObject({
    username: z
      .string({ error: 'Username is required' })
      .trim()
      .min(1, 'Username is required')
      .regex(
        new RegExp(`^[A-Za-z0-9._-]{3,${USERNAME_MAX_LENGTH}}$`),
        `Username must be ${USERNAME_RULE}`,
      ),
    displayName: z
      .string({ error: 'Display name is required' })
      .trim()
      .min(1, 'Display name is required')
      .max(
        DISPLAY_NAME_MAX_LENGTH,
        `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
      ),
  })
  .meta({ id: 'StaffInviteInput' });
export type StaffInviteInput = z.output<typeof StaffInviteInputSchema>;

/** A new invitation: the link is in this answer only (only the token's SHA-256 is kept). */
export const StaffInvitationCreatedSchema = z
  .object({
    id: z.uuid(),
    username: z.string(),
    displayName: z.string(),
    expiresAt: z.iso.datetime(),
    path: z.string().meta({ description: 'The link below the site, /admin/invite/{token}' }),
    url: z.string().meta({ description: 'The whole link (PUBLIC_URL or the request origin)' }),
  })
  .meta({ id: 'StaffInvitationCreated' });
export type StaffInvitationCreated = z.infer<typeof StaffInvitationCreatedSchema>;

/** What the invitee's page shows: who is invited, until when. */
export const StaffInvitationSchema = z
  .object({
    username: z.string(),
    displayName: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'StaffInvitation' });
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

/** A pending invitation in the staff list (no token: it was shown once). */
export const PendingInvitationSchema = StaffInvitationSchema.extend({
  id: z.uuid(),
  invitedBy: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

/** An invitation token in a path: 32 random bytes, base64url. Anything else names nothing. */
export const InvitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const newPassword = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** The invitee's own password (the server checks the same rules, and more). */
export const AcceptInvitationInputSchema = z
  .strictObject({ password: newPassword })
  .meta({ id: 'AcceptInvitationInput' });
export type AcceptInvitationInput = z.output<typeof AcceptInvitationInputSchema>;

/** The invitation page's form: the password twice; only `password` is sent. */
export const AcceptInvitationFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });

export const StaffIdParamsSchema = z.object({
  id: z.uuid().meta({ description: 'A staff member id (UUID)' }),
});
