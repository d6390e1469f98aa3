import { ChangePasswordCard } from '~/features/admin/change-password-card';
import { adminMeta, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/account';

export async function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  return { username: admin.username };
}

export function meta() {
  return adminMeta('Your account');
}

/**
 * docs/product.md#passwords: the signed-in staff member's own account, a stack of cards (the
 * password first; the second factor and the sessions join it).
 */
export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  const { username } = loaderData;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Your account</h1>
        <p className="mt-1 text-slate-600">
          Signed in as <span className="font-semibold text-slate-900">{username}</span>.
        </p>
      </div>
      <div className="grid max-w-3xl gap-6">
        <ChangePasswordCard username={username} />
      </div>
    </div>
  );
}
