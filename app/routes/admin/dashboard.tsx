import { Car as CarIcon, CheckCircle2, FileText, LogOut, Plus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { displayPrice, formatMileage, formatPrice } from '../../../common/format';
import { photoSrc } from '../../../common/images';
import type { Car } from '../../../common/schemas/car';
import type { BlogPost } from '../../../common/schemas/blog';
import type { Appraisal, Contact, Lead } from '../../../common/schemas/requests';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { AdminTable, type AdminColumn } from '~/features/admin/admin-table';
import { CarRowActions } from '~/features/admin/car-row-actions';
import { carNamesOfLeads } from '~/features/admin/lead-cars';
import { adminMeta, requireAdmin } from '~/features/admin/require-admin';
import {
  CarStatusBadge,
  formatAdminDate,
  PostStatusBadge,
  RequestStatusBadge,
} from '~/features/admin/status-badges';
import { useAdminLogout } from '~/lib/use-admin-logout';
import type { Route } from './+types/dashboard';

/** Spec §9: each dashboard table shows five rows. */
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

const personName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`;

function ViewAll({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="text-sm font-semibold text-brand-700 hover:underline">
      View all<span className="sr-only"> {label}</span>
    </Link>
  );
}

const carColumns: AdminColumn<Car>[] = [
  {
    header: 'Vehicle',
    bare: true,
    cell: (car) => (
      <div className="flex items-center gap-3">
        {car.photos[0] ? (
          <img
            src={photoSrc(car.photos[0], 320)}
            alt=""
            width={64}
            height={48}
            loading="lazy"
            className="h-12 w-16 shrink-0 rounded-md bg-slate-100 object-cover"
          />
        ) : (
          <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400">
            <CarIcon className="size-5" aria-hidden="true" />
          </span>
        )}
        <div>
          <p className="font-semibold text-slate-900">
            {car.year} {car.make} {car.model}
          </p>
          {car.trim && <p className="text-xs text-slate-600">{car.trim}</p>}
        </div>
      </div>
    ),
  },
  { header: 'Price', cell: (car) => formatPrice(displayPrice(car)) },
  { header: 'Mileage', cell: (car) => formatMileage(car.mileage) },
  { header: 'Status', cell: (car) => <CarStatusBadge status={car.status} /> },
  { header: 'Actions', bare: true, cell: (car) => <CarRowActions car={car} /> },
];

const postColumns: AdminColumn<BlogPost>[] = [
  {
    header: 'Title',
    bare: true,
    cell: (post) => <span className="font-semibold text-slate-900">{post.title}</span>,
  },
  { header: 'Category', cell: (post) => post.category },
  { header: 'Status', cell: (post) => <PostStatusBadge published={post.published} /> },
  { header: 'Date', cell: (post) => formatAdminDate(post.createdAt) },
  {
    header: 'Actions',
    bare: true,
    cell: (post) => (
      <Button asChild variant="outline" size="sm">
        <Link to={`/admin/blog/${post.id}/edit`} aria-label={`Edit ${post.title}`}>
          Edit
        </Link>
      </Button>
    ),
  },
];

const contactColumns: AdminColumn<Contact>[] = [
  {
    header: 'Name',
    bare: true,
    cell: (row) => <span className="font-semibold text-slate-900">{personName(row)}</span>,
  },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Interest', cell: (row) => row.interest ?? '—' },
  { header: 'Status', cell: (row) => <RequestStatusBadge status={row.status} /> },
  { header: 'Date', cell: (row) => formatAdminDate(row.createdAt) },
];

const appraisalColumns: AdminColumn<Appraisal>[] = [
  {
    header: 'Vehicle',
    bare: true,
    cell: (row) => (
      <span className="font-semibold text-slate-900">
        {row.year} {row.make} {row.model}
      </span>
    ),
  },
  { header: 'Contact', cell: (row) => row.contactName },
  { header: 'Mileage', cell: (row) => formatMileage(row.mileage) },
  {
    header: 'Asking',
    cell: (row) => (row.askingPrice !== null ? formatPrice(row.askingPrice) : '—'),
  },
  { header: 'Status', cell: (row) => <RequestStatusBadge status={row.status} /> },
  { header: 'Date', cell: (row) => formatAdminDate(row.createdAt) },
];

function leadColumns(leadCars: Record<number, string>): AdminColumn<Lead>[] {
  return [
    {
      header: 'Name',
      bare: true,
      cell: (row) => <span className="font-semibold text-slate-900">{personName(row)}</span>,
    },
    { header: 'Email', cell: (row) => row.email },
    {
      header: 'Vehicle',
      cell: (row) =>
        row.carId !== null && leadCars[row.carId] ? (
          <Link to={`/cars/${row.carId}`} className="text-brand-700 hover:underline">
            {leadCars[row.carId]}
          </Link>
        ) : (
          '—'
        ),
    },
    { header: 'Status', cell: (row) => <RequestStatusBadge status={row.status} /> },
    { header: 'Date', cell: (row) => formatAdminDate(row.createdAt) },
  ];
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
