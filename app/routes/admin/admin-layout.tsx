import { Outlet, useLocation, useNavigation } from 'react-router';
import { AdminSkeleton } from '~/features/admin/admin-skeleton';
import { requireAdmin } from '~/features/admin/require-admin';
import { NavItemLink } from '~/components/site-nav';
import { ADMIN_SECTIONS } from '~/features/admin/admin-sections';
import { cn } from '~/lib/cn';
import type { Route } from './+types/admin-layout';

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
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
        <nav aria-label="Admin" className="mx-auto max-w-7xl overflow-x-auto px-4">
          <ul className="flex gap-1">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavItemLink
                  item={section}
                  className={(active) =>
                    cn(
                      'block border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      active
                        ? 'border-brand-700 text-brand-800'
                        : 'border-transparent text-slate-600 hover:text-slate-900',
                    )
                  }
                >
                  {section.label}
                </NavItemLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        {checking ? <AdminSkeleton /> : <Outlet />}
      </div>
    </div>
  );
}
