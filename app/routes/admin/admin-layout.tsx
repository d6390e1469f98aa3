import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { AdminSkeleton } from '~/features/admin/admin-skeleton';
import { requireAdmin } from '~/features/admin/require-admin';
import { isNavItemActive } from '~/components/site-nav';
import { cn } from '~/lib/cn';
import type { Route } from './+types/admin-layout';

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

const ADMIN_SECTIONS = [
  { to: '/admin', label: 'Dashboard', prefixes: [] as string[] },
  { to: '/admin/blog', label: 'Blog Posts', prefixes: ['/admin/blog'] },
  { to: '/admin/leads', label: 'Leads', prefixes: ['/admin/leads'] },
  { to: '/admin/contacts', label: 'Contact Messages', prefixes: ['/admin/contacts'] },
  { to: '/admin/appraisals', label: 'Appraisals', prefixes: ['/admin/appraisals'] },
];

function isSectionActive(section: (typeof ADMIN_SECTIONS)[number], pathname: string) {
  if (section.to === '/admin') return pathname === '/admin' || pathname.startsWith('/admin/cars');
  return isNavItemActive(section, pathname);
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
            {ADMIN_SECTIONS.map((section) => {
              const active = isSectionActive(section, pathname);
              return (
                <li key={section.to}>
                  <Link
                    to={section.to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'block border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      active
                        ? 'border-brand-700 text-brand-800'
                        : 'border-transparent text-slate-600 hover:text-slate-900',
                    )}
                  >
                    {section.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        {checking ? <AdminSkeleton /> : <Outlet />}
      </div>
    </div>
  );
}
