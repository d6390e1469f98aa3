import type { LucideIcon } from 'lucide-react';
import CarIcon from 'lucide-react/icons/car';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import FileText from 'lucide-react/icons/file-text';
import LogOut from 'lucide-react/icons/log-out';
import Plus from 'lucide-react/icons/plus';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import {
  appraisalColumns,
  carColumns,
  contactColumns,
  leadColumns,
  postColumns,
} from '~/features/admin/admin-columns';
import { type AdminColumn, AdminTable } from '~/features/admin/admin-table';
import { DashboardCharts } from '~/features/admin/dashboard-charts';
import { FailedMailWarning } from '~/features/admin/failed-mail-warning';
import { carNamesOfLeads } from '~/features/admin/lead-cars';
import { adminCarQueryFromUrl } from '../../../common/schemas/admin-cars';
import { adminMeta, requireAdmin } from '~/features/admin/require-admin';
import { useAdminLogout } from '~/lib/use-admin-logout';
import type { Route } from './+types/dashboard';
import { ButtonLink } from '~/components/button-link';

/** docs/product.md#dashboard: each dashboard table shows five rows. */
const RECENT = { page: 1, pageSize: 5 };
/** The newest cars of every status, from the inventory desk's list (the shop's list leaves sold cars out). */
const RECENT_CARS = adminCarQueryFromUrl(
  new URLSearchParams({ pageSize: String(RECENT.pageSize) }),
);

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { services } = context;
  const [stats, cars, posts, leads, contacts, appraisals, failedMails, weeks] = await Promise.all([
    services.stats.getDashboardStats(),
    services.cars.listAdminCars(RECENT_CARS),
    services.blog.listPosts({ ...RECENT, includeDrafts: true }),
    services.leads.list(RECENT),
    services.contacts.list(RECENT),
    services.appraisals.list(RECENT),
    services.outbox.failedMails(),
    services.stats.getWeeklyRequests(),
  ]);
  return {
    stats,
    cars: cars.items,
    posts: posts.items,
    leads: leads.items,
    leadCars: await carNamesOfLeads(services, leads.items),
    contacts: contacts.items,
    appraisals: appraisals.items,
    failedMails,
    weeks,
  };
}

export function meta() {
  return adminMeta('Admin Dashboard');
}

function StatCard({ label, value, Icon }: { label: string; value: number; Icon: LucideIcon }) {
  return (
    <Card className="flex items-center gap-4 p-4 sm:p-5" data-testid="stat-card">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 max-[575px]:hidden">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="text-3xl font-bold text-slate-900 tabular-nums">{value}</p>
      </div>
    </Card>
  );
}

/** docs/product.md#dashboard: the four counts at the top. */
function statCards(stats: Route.ComponentProps['loaderData']['stats']) {
  return [
    { label: 'Total Inventory', value: stats.totalInventory, Icon: CarIcon },
    { label: 'Available Cars', value: stats.availableCars, Icon: CheckCircle2 },
    { label: 'New Leads', value: stats.newLeads, Icon: Users },
    { label: 'Blog Posts', value: stats.publishedPosts, Icon: FileText },
  ];
}

/** The dashboard's tables: title, the whole list it links to, what it lists ("No leads yet."). */
const RECENT_TABLES = {
  cars: { title: 'Recent Inventory', to: '/admin/cars', what: 'vehicles' },
  leads: { title: 'Recent Leads', to: '/admin/leads', what: 'leads' },
  posts: { title: 'Recent Blog Posts', to: '/admin/blog', what: 'blog posts' },
  contacts: { title: 'Recent Contact Messages', to: '/admin/contacts', what: 'contact messages' },
  appraisals: {
    title: 'Recent Vehicle Appraisal Requests',
    to: '/admin/appraisals',
    what: 'appraisal requests',
  },
};

/** One "Recent ..." card: a titled table of the newest rows and a link to the whole list. */
function RecentTable<T extends { id: string | number }>({
  table: { title, to, what },
  ...rows
}: {
  table: { title: string; to: string; what: string };
  columns: AdminColumn<T>[];
  rows: T[];
  highlight?: (row: T) => boolean;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Card className="overflow-hidden">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <Link to={to} className="text-sm font-semibold text-brand-700 hover:underline">
            View all<span className="sr-only"> {what}</span>
          </Link>
        </div>
        <AdminTable label={title} empty={`No ${what} yet.`} {...rows} />
      </Card>
    </section>
  );
}

const isNew = (row: { status: string }) => row.status === 'new';

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, cars, posts, leads, leadCars, contacts, appraisals, failedMails, weeks } =
    loaderData;
  const { logout, pending } = useAdminLogout();
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
          <p className="mt-1 text-slate-600">Inventory, blog posts and customer requests.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/admin/cars/new" icon={Plus}>
            Add Vehicle
          </ButtonLink>
          <ButtonLink to="/admin/blog/new" variant="outline" icon={Plus}>
            Add Blog Post
          </ButtonLink>
          <Button variant="ghost" onClick={() => void logout()} disabled={pending}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>

      <FailedMailWarning failed={failedMails} />

      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {statCards(stats).map((card) => (
          <StatCard key={card.label} {...card} />
        ))}
      </div>

      <DashboardCharts weeks={weeks} />

      <RecentTable table={RECENT_TABLES.cars} columns={carColumns} rows={cars} />
      <RecentTable
        table={RECENT_TABLES.leads}
        columns={leadColumns(leadCars)}
        rows={leads}
        highlight={isNew}
      />
      <RecentTable table={RECENT_TABLES.posts} columns={postColumns} rows={posts} />
      <RecentTable
        table={RECENT_TABLES.contacts}
        columns={contactColumns}
        rows={contacts}
        highlight={isNew}
      />
      <RecentTable
        table={RECENT_TABLES.appraisals}
        columns={appraisalColumns}
        rows={appraisals}
        highlight={isNew}
      />
    </div>
  );
}
