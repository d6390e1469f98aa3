// Your account (docs/product.md#second-factor-totp, docs/product.md#your-sessions): a stack of
// cards about the signed-in staff member. Also the one page a session that must still set up its
// second factor (REQUIRE_TOTP) may open.
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
  return adminMeta('Your Account');
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { username, setupRequired, secondFactor, sessions } = loaderData;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Your account</h1>
        <p className="text-sm text-slate-600">
          Signed in as <span className="font-medium text-slate-900">{username}</span>
        </p>
      </div>
      <SecondFactorCard status={secondFactor} setupRequired={setupRequired} />
      {sessions && <SessionsCard sessions={sessions} />}
    </div>
  );
}
