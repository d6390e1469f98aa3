// A staff member's own account: the second factor's setup and "Your sessions"
// (docs/product.md#second-factor-totp, docs/product.md#your-sessions).
import { z } from 'zod';
import {
  RecoveryCodesSchema,
  SecondFactorCodeInputSchema,
  SecondFactorStatusSchema,
  SignedOutSchema,
  StaffSessionSchema,
  StepUpInputSchema,
  TotpSetupSchema,
} from '../../common/schemas/account';
import { totpSetupDone, type AdminIdentity } from '../auth/session';
import type { Request } from 'express';
import { defineRoute, type AnyApiRoute } from './route';

const TAG = 'Account';

/** The audit actor of the signed-in staff member (routes with access 'admin' always have one). */
const actorOf = (admin: AdminIdentity | null, req: Request) => ({
  id: admin!.id,
  username: admin!.username,
  address: req.ip ?? 'unknown',
});

export const accountRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/admin/account/second-factor',
    access: 'admin',
    duringTotpSetup: true,
    tag: TAG,
    summary: 'Whether your second factor is on, and how many recovery codes are left',
    success: { status: 200, description: 'The state', schema: SecondFactorStatusSchema },
    handler: async ({ admin, deps }) => ({
      ...(await deps.services.account.secondFactorStatus(admin!.id)),
      required: deps.config.requireTotp,
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/account/second-factor/setup',
    access: 'admin',
    duringTotpSetup: true,
    tag: TAG,
    summary: 'Start setting up the second factor: a new secret and its QR code',
    description: 'The secret stays unconfirmed (sign-in does not ask for it) until a code matches.',
    success: { status: 200, description: 'The secret to add to an app', schema: TotpSetupSchema },
    errors: { 409: 'The second factor is already on' },
    handler: ({ admin, deps }) => deps.services.account.startTotpSetup(admin!.id),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/account/second-factor/confirm',
    access: 'admin',
    duringTotpSetup: true,
    tag: TAG,
    summary: 'Confirm the setup with a first code: the second factor is on',
    description: 'Answers the 10 recovery codes, once: only their hashes are kept.',
    body: SecondFactorCodeInputSchema,
    success: { status: 200, description: 'The recovery codes', schema: RecoveryCodesSchema },
    errors: { 400: 'The code is not right', 409: 'Already on, or setup not started' },
    async handler({ admin, body, req, deps }) {
      const recoveryCodes = await deps.services.account.confirmTotpSetup(
        actorOf(admin, req),
        body.code,
      );
      if (admin!.totpSetupRequired) await totpSetupDone(req);
      return { recoveryCodes };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/account/second-factor/recovery-codes',
    access: 'admin',
    tag: TAG,
    summary: 'New recovery codes (the old ones stop working)',
    description: 'Needs the current password or a code.',
    body: StepUpInputSchema,
    success: { status: 200, description: 'The new recovery codes', schema: RecoveryCodesSchema },
    errors: { 409: 'The second factor is off' },
    handler: async ({ admin, body, req, deps }) => ({
      recoveryCodes: await deps.services.account.regenerateRecoveryCodes(actorOf(admin, req), body),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/account/second-factor/disable',
    access: 'admin',
    tag: TAG,
    summary: 'Turn the second factor off',
    description: 'Needs the current password or a code; refused while REQUIRE_TOTP holds.',
    body: StepUpInputSchema,
    success: { status: 204, description: 'Off; its secret and recovery codes are deleted' },
    errors: { 409: 'Already off, or required on this site' },
    async handler({ admin, body, req, deps }) {
      await deps.services.account.disableTotp(actorOf(admin, req), body, deps.config.requireTotp);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/account/sessions',
    access: 'admin',
    tag: TAG,
    summary: 'Your signed-in sessions: device, address, last seen; this one marked',
    success: {
      status: 200,
      description: 'The sessions, this one first',
      schema: z.array(StaffSessionSchema),
    },
    handler: ({ admin, req, deps }) => deps.services.account.listSessions(admin!.id, req.sessionID),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/account/sessions/sign-out-others',
    access: 'admin',
    tag: TAG,
    summary: 'Sign out every other session of yours',
    success: { status: 200, description: 'How many were ended', schema: SignedOutSchema },
    handler: async ({ admin, req, deps }) => ({
      signedOut: await deps.services.account.signOutOtherSessions(
        actorOf(admin, req),
        req.sessionID,
      ),
    }),
  }),
];
