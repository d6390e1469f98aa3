// The admin area's tabs, rendered by NavItemLink (components/site-nav.tsx) in the admin layout.
import type { NavItem } from '~/components/site-nav';

export const ADMIN_SECTIONS: NavItem[] = [
  // The car editor has no tab of its own: the cars are listed on the dashboard.
  { to: '/admin', label: 'Dashboard', end: true, alsoCurrentOn: ['/admin/cars/*'] },
  { to: '/admin/blog', label: 'Blog Posts' },
  { to: '/admin/leads', label: 'Leads' },
  { to: '/admin/contacts', label: 'Contact Messages' },
  { to: '/admin/appraisals', label: 'Appraisals' },
];
