// The admin area's tabs, rendered by NavItemLink (components/site-nav.tsx) in the admin layout.
import type { NavItem } from '~/components/site-nav';

export const ADMIN_SECTIONS: NavItem[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  // The inventory desk, and the vehicle editor under it.
  { to: '/admin/cars', label: 'Inventory' },
  { to: '/admin/blog', label: 'Blog Posts' },
  { to: '/admin/leads', label: 'Leads' },
  { to: '/admin/contacts', label: 'Contact Messages' },
  { to: '/admin/appraisals', label: 'Appraisals' },
  // Who changed what (docs/product.md#audit-log).
  { to: '/admin/audit', label: 'Audit log' },
  // The staff accounts (docs/product.md#staff-accounts).
  { to: '/admin/staff', label: 'Staff' },
  // Your account: password, second factor, sessions (docs/product.md#passwords).
  { to: '/admin/account', label: 'Your account' },
];
