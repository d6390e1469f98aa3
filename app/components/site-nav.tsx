// The site's navigation: the main nav of the header and the mobile menu and the admin entry
// signed-in staff see there, each rendered by NavItemLink, as are the admin area's sections
// (features/admin/admin-sections.ts: kept out of the public pages' code).
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { Link, matchPath, NavLink, useLocation } from 'react-router';
import { cn } from '~/lib/cn';

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

const FOCUS = 'outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** How each navigation looks: its list, its links (current or not), what follows each label. */
const NAV_STYLES = {
  header: {
    list: 'flex items-center gap-1',
    link: (active: boolean) =>
      cn(
        'relative rounded-md px-3 py-2 text-[0.9375rem] font-medium whitespace-nowrap transition-colors',
        FOCUS,
        active
          ? 'text-brand-700 after:absolute after:inset-x-3 after:-bottom-[1.05rem] after:h-0.5 after:rounded-full after:bg-brand-700'
          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
      ),
    trailing: null,
  },
  menu: {
    list: 'grid gap-1',
    link: (active: boolean) =>
      cn(
        'flex items-center justify-between rounded-lg px-3 py-3 text-base font-medium',
        FOCUS,
        active ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100',
      ),
    trailing: <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />,
  },
  tabs: {
    list: 'flex gap-1',
    link: (active: boolean) =>
      cn(
        'block border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap',
        FOCUS,
        active
          ? 'border-brand-700 text-brand-800'
          : 'border-transparent text-slate-600 hover:text-slate-900',
      ),
    trailing: null,
  },
} as const;

/** A labelled nav of items, each a NavItemLink, in one of the site's navigation styles. */
export function NavList({
  label,
  items,
  variant,
  className,
}: {
  label: string;
  items: NavItem[];
  variant: keyof typeof NAV_STYLES;
  className?: string;
}) {
  const style = NAV_STYLES[variant];
  return (
    <nav aria-label={label} className={className}>
      <ul className={style.list}>
        {items.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} className={style.link}>
              {item.label}
              {style.trailing}
            </NavItemLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
