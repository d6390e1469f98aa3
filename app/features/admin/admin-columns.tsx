// The admin tables' columns: the dashboard's five tables, and the cells the full lists of
// leads, contact messages and appraisal requests show the same way.
import CarIcon from 'lucide-react/icons/car';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RequestStatus } from '../../../common/constants';
import { displayPrice, formatMileage, formatPrice } from '../../../common/format';
import { photoSrc } from '../../../common/images';
import type { BlogPost } from '../../../common/schemas/blog';
import type { Car } from '../../../common/schemas/car';
import type { Appraisal, Contact, Lead } from '../../../common/schemas/requests';
import { Button } from '~/components/ui/button';
import type { AdminColumn } from './admin-table';
import { CarRowActions } from './car-row-actions';
import {
  CarStatusBadge,
  formatAdminDate,
  PostStatusBadge,
  RequestStatusBadge,
} from './status-badges';

export const personName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`;

export const vehicleName = (row: { year: number; make: string; model: string }) =>
  `${row.year} ${row.make} ${row.model}`;

export const askingPrice = (row: { askingPrice: number | null }) =>
  row.askingPrice !== null ? formatPrice(row.askingPrice) : '—';

/** The car a lead asks about, linked to its page ('—' when none, or it was deleted). */
export const leadCar =
  (leadCars: Record<number, string>) =>
  (lead: Lead): ReactNode =>
    lead.carId !== null && leadCars[lead.carId] ? (
      <Link to={`/cars/${lead.carId}`} className="text-brand-700 hover:underline">
        {leadCars[lead.carId]}
      </Link>
    ) : (
      '—'
    );

export const emailColumn: AdminColumn<{ email: string }> = {
  header: 'Email',
  cell: (row) => row.email,
};

export const interestColumn: AdminColumn<{ interest: string | null }> = {
  header: 'Interest',
  cell: (row) => row.interest ?? '—',
};

export const askingPriceColumn: AdminColumn<{ askingPrice: number | null }> = {
  header: 'Asking',
  cell: askingPrice,
};

const nameColumn: AdminColumn<{ firstName: string; lastName: string }> = {
  header: 'Name',
  bare: true,
  cell: (row) => <span className="font-semibold text-slate-900">{personName(row)}</span>,
};

const requestStatusColumn: AdminColumn<{ status: RequestStatus }> = {
  header: 'Status',
  cell: (row) => <RequestStatusBadge status={row.status} />,
};

const dateColumn: AdminColumn<{ createdAt: string }> = {
  header: 'Date',
  cell: (row) => formatAdminDate(row.createdAt),
};

/** A car's cover (or a car icon), "{year} {make} {model}" and its trim. */
export function CarVehicleCell({ car }: { car: Car }) {
  return (
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
        <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-600">
          <CarIcon className="size-5" aria-hidden="true" />
        </span>
      )}
      <div>
        <p className="font-semibold text-slate-900">{vehicleName(car)}</p>
        {car.trim && <p className="text-xs text-slate-600">{car.trim}</p>}
      </div>
    </div>
  );
}

export const carColumns: AdminColumn<Car>[] = [
  { header: 'Vehicle', bare: true, cell: (car) => <CarVehicleCell car={car} /> },
  { header: 'Price', cell: (car) => formatPrice(displayPrice(car)) },
  { header: 'Mileage', cell: (car) => formatMileage(car.mileage) },
  { header: 'Status', cell: (car) => <CarStatusBadge status={car.status} /> },
  { header: 'Actions', bare: true, cell: (car) => <CarRowActions car={car} /> },
];

/** Category, status and the Edit button: the blog list shows them as the dashboard does. */
export const postCategoryColumn: AdminColumn<BlogPost> = {
  header: 'Category',
  cell: (post) => post.category,
};

export const postStatusColumn: AdminColumn<BlogPost> = {
  header: 'Status',
  cell: (post) => <PostStatusBadge published={post.published} />,
};

export const postActionsColumn: AdminColumn<BlogPost> = {
  header: 'Actions',
  bare: true,
  cell: (post) => (
    <Button asChild variant="outline" size="sm">
      <Link to={`/admin/blog/${post.id}/edit`} aria-label={`Edit ${post.title}`}>
        Edit
      </Link>
    </Button>
  ),
};

export const postColumns: AdminColumn<BlogPost>[] = [
  {
    header: 'Title',
    bare: true,
    cell: (post) => <span className="font-semibold text-slate-900">{post.title}</span>,
  },
  postCategoryColumn,
  postStatusColumn,
  dateColumn,
  postActionsColumn,
];

export const leadColumns = (leadCars: Record<number, string>): AdminColumn<Lead>[] => [
  nameColumn,
  emailColumn,
  { header: 'Vehicle', cell: leadCar(leadCars) },
  requestStatusColumn,
  dateColumn,
];

export const contactColumns: AdminColumn<Contact>[] = [
  nameColumn,
  emailColumn,
  interestColumn,
  requestStatusColumn,
  dateColumn,
];

export const appraisalColumns: AdminColumn<Appraisal>[] = [
  {
    header: 'Vehicle',
    bare: true,
    cell: (row) => <span className="font-semibold text-slate-900">{vehicleName(row)}</span>,
  },
  { header: 'Contact', cell: (row) => row.contactName },
  { header: 'Mileage', cell: (row) => formatMileage(row.mileage) },
  askingPriceColumn,
  requestStatusColumn,
  dateColumn,
];
