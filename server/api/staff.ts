// Staff accounts (docs/product.md#staff-accounts): the list, invitations, disable and re-enable
// for staff; the invitee's two calls (who is invited, accept with a password) for anyone holding
// the link.
import { z } from 'zod';
import {
  AcceptInvitationInputSchema,
  InvitationTokenSchema,
  StaffIdParamsSchema,
  StaffInvitationCreatedSchema,
  StaffInvitationSchema,
  StaffInviteInputSchema,
  StaffMemberSchema,
} from '../../common/schemas/staff';
import type { AdminIdentity } from '../auth/session';
import { requestOrigin } from '../http/origin';
import type { Request } from 'express';
import { INVITATION_NOT_FOUND, STAFF_NOT_FOUND } from '../services/staff-service';
import { defineRoute, type AnyApiRoute } from './route';

const TAG = 'Staff';

const TokenParams = z.object({
  token: InvitationTokenSchema.meta({ description: 'The token of the invitation link' }),
});

/** The audit log's actor: the signed-in staff member and the client's address. */
const actorOf = (admin: AdminIdentity | null, req: Request) => ({
  id: admin?.id ?? null,
  username: admin?.username ?? null,
  address: req.ip ?? null,
});

const GONE = 'The invitation was used already or has expired';

export const staffRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/admin/staff',
    access: 'admin',
    tag: TAG,
    summary: 'Staff accounts, enabled first',
    success: { status: 200, description: 'Every account', schema: z.array(StaffMemberSchema) },
    handler: ({ deps }) => deps.services.staff.listStaff(),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/staff/invitations',
    access: 'admin',
    tag: TAG,
    summary: 'Invite a staff member',
    description:
      'The answer holds the link (valid 48 hours, once); it is not stored and cannot be shown again.',
    body: StaffInviteInputSchema,
    success: { status: 201, description: 'The invitation', schema: StaffInvitationCreatedSchema },
    errors: {
      400: 'A field breaks a rule',
      409: 'The username belongs to an account or an open invitation (details.username)',
    },
    async handler({ body, admin, req, deps }) {
      const created = await deps.services.staff.invite(body, actorOf(admin, req));
      const origin = deps.config.publicUrl?.replace(/\/$/, '') ?? requestOrigin(req);
      return { ...created, url: `${origin}${created.path}` };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/staff/:id/disable',
    access: 'admin',
    tag: TAG,
    summary: 'Disable an account; its sessions end at once',
    params: StaffIdParamsSchema,
    notFound: STAFF_NOT_FOUND,
    success: { status: 200, description: 'The account', schema: StaffMemberSchema },
    errors: { 404: STAFF_NOT_FOUND, 409: 'Your own account, or the last enabled one' },
    handler: ({ params, admin, req, deps }) =>
      deps.services.staff.disableStaff(params.id, actorOf(admin, req)),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/staff/:id/enable',
    access: 'admin',
    tag: TAG,
    summary: 'Re-enable a disabled account',
    params: StaffIdParamsSchema,
    notFound: STAFF_NOT_FOUND,
    success: { status: 200, description: 'The account', schema: StaffMemberSchema },
    errors: { 404: STAFF_NOT_FOUND },
    handler: ({ params, admin, req, deps }) =>
      deps.services.staff.enableStaff(params.id, actorOf(admin, req)),
  }),
  defineRoute({
    method: 'get',
    path: '/staff/invitations/:token',
    // Not 'public': that would let the page cache keep an answer naming an open invitation.
    // Nothing more is shown with a session; the answer is sent no-store.
    access: 'session',
    tag: TAG,
    summary: 'Who an invitation link is for',
    params: TokenParams,
    notFound: INVITATION_NOT_FOUND,
    success: { status: 200, description: 'The invitation', schema: StaffInvitationSchema },
    errors: { 404: INVITATION_NOT_FOUND, 410: GONE },
    handler: ({ params, deps }) => deps.services.staff.getInvitation(params.token),
  }),
  defineRoute({
    method: 'post',
    path: '/staff/invitations/:token/accept',
    access: 'public',
    tag: TAG,
    summary: 'Accept an invitation: the invitee sets their password',
    description: 'Creates the account; the link cannot be used again. Then sign in as usual.',
    params: TokenParams,
    notFound: INVITATION_NOT_FOUND,
    rateLimited: 'forms',
    body: AcceptInvitationInputSchema,
    success: { status: 201, description: 'The new account', schema: StaffMemberSchema },
    errors: {
      400: 'The password breaks a rule (details.password)',
      404: INVITATION_NOT_FOUND,
      409: 'The username was taken meanwhile',
      410: GONE,
      429: 'Too many form submissions from this address',
    },
    handler: ({ params, body, req, deps }) =>
      deps.services.staff.acceptInvitation(params.token, body.password, req.ip ?? null),
  }),
];
