// The site's navigation: the main nav of the header and the mobile menu and the admin entry
// signed-in staff see there, each rendered by NavItemLink, as are the admin area's sections
// (features/admin/admin-sections.ts: kept out of the public pages' code).
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
