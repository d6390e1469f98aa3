// The site's navigation in one list: the main nav of the header and the mobile menu, the admin
// entry signed-in staff see there, and the admin area's sections, each rendered by NavItemLink.
import type { ReactNode } from 'react';
import { Link, matchPath, NavLink, useLocation } from 'react-router';

export interface NavItem {
  to: string;
  label: string;
  /** Current only on `to` itself, not on the pages under it. */
  end?: boolean;
  /** Path patterns (matchPath) outside `to` on which the item is current too. */
  alsoCurrentOn?: string[];
}

export const MAIN_NAV: NavItem[] = [
  // A car page belongs to the shop too.
  { to: '/inventory', label: 'Shop', alsoCurrentOn: ['/cars/*'] },
  { to: '/sell', label: 'Sell' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
];

export const ADMIN_NAV: NavItem = { to: '/admin', label: 'Admin Dashboard' };

export const ADMIN_SECTIONS: NavItem[] = [
  // The car editor has no tab of its own: the cars are listed on the dashboard.
  { to: '/admin', label: 'Dashboard', end: true, alsoCurrentOn: ['/admin/cars/*'] },
  { to: '/admin/blog', label: 'Blog Posts' },
  { to: '/admin/leads', label: 'Leads' },
  { to: '/admin/contacts', label: 'Contact Messages' },
  { to: '/admin/appraisals', label: 'Appraisals' },
];

/**
 * The link of a nav item, with `aria-current="page"` and `className(true)` where it is current:
 * a NavLink, or for an item with extra paths a Link matched against them as well.
 */
export function NavItemLink({
  item,
  className,
  children,
}: {
  item: NavItem;
  className: (isActive: boolean) => string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  if (!item.alsoCurrentOn) {
    return (
      <NavLink to={item.to} end={item.end} className={({ isActive }) => className(isActive)}>
        {children}
      </NavLink>
    );
  }
  // NavLink cannot be told it is current elsewhere. Chosen by the item, not the location, so
  // the link is never swapped for another element (which would drop keyboard focus).
  const own = item.end ? item.to : `${item.to}/*`;
  const active = [own, ...item.alsoCurrentOn].some((pattern) => matchPath(pattern, pathname));
  return (
    <Link to={item.to} aria-current={active ? 'page' : undefined} className={className(active)}>
      {children}
    </Link>
  );
}
