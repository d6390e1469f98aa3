// Your account (docs/product.md#passwords, #second-factor-totp, #your-sessions): a stack of cards
// about the signed-in staff member. Also the one page a session that must still set up its second
// factor (REQUIRE_TOTP) may open; it then shows that card only.
import { ChangePasswordCard } from '~/features/admin/change-password-card';
import { SecondFactorCard } from '~/features/admin/second-factor-card';
import { SessionsCard } from '~/features/admin/sessions-card';
import { adminMeta, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/account';

export async function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, { duringTotpSetup: true });
  const { account } = context.services;
  const setupRequired = admin.totpSetupRequired === true;
  return {
    username: admin.username,
    setupRequired,
    secondFactor: await account.secondFactorStatus(admin.id),
    sessions: setupRequired ? null : await account.listSessions(admin.id, context.sessionId),
  };
}

export function meta() {
  return adminMeta('Your account');
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { username, setupRequired, secondFactor, sessions } = loaderData;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Your account</h1>
        <p className="mt-1 text-slate-600">
          Signed in as <span className="font-semibold text-slate-900">{username}</span>.
        </p>
      </div>
      <div className="grid max-w-3xl gap-6">
        {!setupRequired && <ChangePasswordCard username={username} />}
        <SecondFactorCard status={secondFactor} setupRequired={setupRequired} />
        {sessions && <SessionsCard sessions={sessions} />}
      </div>
    </div>
  );
}
