import { Outlet, useLocation, useNavigation } from 'react-router';
import { AdminSkeleton } from '~/features/admin/admin-skeleton';
import { ADMIN_ACCOUNT_PATH, requireAdmin } from '~/features/admin/require-admin';
import { NavList } from '~/components/site-nav';
import { ADMIN_SECTIONS } from '~/features/admin/admin-sections';
import type { Route } from './+types/admin-layout';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, {
    duringTotpSetup: new URL(request.url).pathname === ADMIN_ACCOUNT_PATH,
  });
  return null;
}

export default function AdminLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // The next admin page's loader checks the session on the server: skeleton until it answers.
  const checking =
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith('/admin') &&
    navigation.location.pathname !== pathname;
  return (
    <div className="bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <NavList
          label="Admin"
          className="mx-auto max-w-7xl overflow-x-auto px-4"
          items={ADMIN_SECTIONS}
          variant="tabs"
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        {checking ? <AdminSkeleton /> : <Outlet />}
      </div>
    </div>
  );
}
