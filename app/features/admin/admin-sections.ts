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
  { to: '/admin/staff', label: 'Staff' },
];
