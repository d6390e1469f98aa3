import { Car as CarIcon, CheckCircle2, FileText, LogOut, Plus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
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
import { AdminTable } from '~/features/admin/admin-table';
import { CarExportButton } from '~/features/admin/car-export-button';
import { CarImportDialog } from '~/features/admin/car-import-dialog';
import { carNamesOfLeads } from '~/features/admin/lead-cars';
import { adminMeta, requireAdmin } from '~/features/admin/require-admin';
import { useAdminLogout } from '~/lib/use-admin-logout';
import type { Route } from './+types/dashboard';

/** docs/product.md#dashboard: each dashboard table shows five rows. */
const RECENT = { page: 1, pageSize: 5 };

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { services } = context;
  const [stats, cars, posts, leads, contacts, appraisals] = await Promise.all([
    services.stats.getDashboardStats(),
    services.cars.listCars({ sort: 'newest', ...RECENT }),
    services.blog.listPosts({ ...RECENT, includeDrafts: true }),
    services.leads.list(RECENT),
    services.contacts.list(RECENT),
    services.appraisals.list(RECENT),
  ]);
  return {
    stats,
    cars: cars.items,
    posts: posts.items,
    leads: leads.items,
    leadCars: await carNamesOfLeads(services, leads.items),
    contacts: contacts.items,
    appraisals: appraisals.items,
  };
}

export function meta() {
  return adminMeta('Admin Dashboard');
}

function StatCard({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <Card className="flex items-center gap-4 p-4 sm:p-5" data-testid="stat-card">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 max-[575px]:hidden">
        {icon}
      </span>
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="text-3xl font-bold text-slate-900 tabular-nums">{value}</p>
      </div>
    </Card>
  );
}

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Card className="overflow-hidden">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </Card>
    </section>
  );
}

function ViewAll({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="text-sm font-semibold text-brand-700 hover:underline">
      View all<span className="sr-only"> {label}</span>
    </Link>
  );
}

const isNew = (row: { status: string }) => row.status === 'new';

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, cars, posts, leads, leadCars, contacts, appraisals } = loaderData;
  const { logout, pending } = useAdminLogout();
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
          <p className="mt-1 text-slate-600">Inventory, blog posts and customer requests.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/admin/cars/new">
              <Plus aria-hidden="true" />
              Add Vehicle
            </Link>
          </Button>
          <CarImportDialog />
          <CarExportButton />
          <Button asChild variant="outline">
            <Link to="/admin/blog/new">
              <Plus aria-hidden="true" />
              Add Blog Post
            </Link>
          </Button>
          <Button variant="ghost" onClick={() => void logout()} disabled={pending}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Total Inventory"
          value={stats.totalInventory}
          icon={<CarIcon className="size-6" aria-hidden="true" />}
        />
        <StatCard
          label="Available Cars"
          value={stats.availableCars}
          icon={<CheckCircle2 className="size-6" aria-hidden="true" />}
        />
        <StatCard
          label="New Leads"
          value={stats.newLeads}
          icon={<Users className="size-6" aria-hidden="true" />}
        />
        <StatCard
          label="Blog Posts"
          value={stats.publishedPosts}
          icon={<FileText className="size-6" aria-hidden="true" />}
        />
      </div>

      <Section title="Recent Inventory" action={<ViewAll to="/inventory" label="inventory" />}>
        <AdminTable
          label="Recent Inventory"
          columns={carColumns}
          rows={cars}
          rowKey={(car) => car.id}
          empty="No vehicles yet."
        />
      </Section>
      <Section title="Recent Leads" action={<ViewAll to="/admin/leads" label="leads" />}>
        <AdminTable
          label="Recent Leads"
          columns={leadColumns(leadCars)}
          rows={leads}
          rowKey={(row) => row.id}
          empty="No leads yet."
          highlight={isNew}
        />
      </Section>
      <Section title="Recent Blog Posts" action={<ViewAll to="/admin/blog" label="blog posts" />}>
        <AdminTable
          label="Recent Blog Posts"
          columns={postColumns}
          rows={posts}
          rowKey={(post) => post.id}
          empty="No blog posts yet."
        />
      </Section>
      <Section
        title="Recent Contact Messages"
        action={<ViewAll to="/admin/contacts" label="contact messages" />}
      >
        <AdminTable
          label="Recent Contact Messages"
          columns={contactColumns}
          rows={contacts}
          rowKey={(row) => row.id}
          empty="No contact messages yet."
          highlight={isNew}
        />
      </Section>
      <Section
        title="Recent Vehicle Appraisal Requests"
        action={<ViewAll to="/admin/appraisals" label="appraisal requests" />}
      >
        <AdminTable
          label="Recent Vehicle Appraisal Requests"
          columns={appraisalColumns}
          rows={appraisals}
          rowKey={(row) => row.id}
          empty="No appraisal requests yet."
          highlight={isNew}
        />
      </Section>
    </div>
  );
}
