// The main navigation of spec §2, shared by the header, the mobile menu and the footer.
export interface NavItem {
  to: string;
  label: string;
  /** Path prefixes under which the item shows as current. */
  prefixes: string[];
}

export const MAIN_NAV: NavItem[] = [
  // A car page belongs to the shop too.
  { to: '/inventory', label: 'Shop', prefixes: ['/inventory', '/cars'] },
  { to: '/sell', label: 'Sell', prefixes: ['/sell'] },
  { to: '/about', label: 'About Us', prefixes: ['/about'] },
  { to: '/contact', label: 'Contact', prefixes: ['/contact'] },
];

export const ADMIN_NAV: NavItem = {
  to: '/admin',
  label: 'Admin Dashboard',
  prefixes: ['/admin'],
};

/** Is `pathname` at or under one of the item's prefixes? ('/sell' matches '/sell/x', not '/seller'.) */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return item.prefixes.some(
    (prefix) =>
      pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}
