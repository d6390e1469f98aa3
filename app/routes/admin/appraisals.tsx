import { formatMileage, formatPrice } from '../../../common/format';
import { InboxList, PlainText } from '~/features/admin/inbox-list';
import { adminMeta, listPaging, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/appraisals';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  return context.services.appraisals.list(listPaging(request));
}

export function meta() {
  return adminMeta('Appraisal Requests');
}

export default function Appraisals({ loaderData }: Route.ComponentProps) {
  const { items, page, pageSize, total } = loaderData;
  return (
    <InboxList
      title="Appraisal Requests"
      description="Cars people want to sell us, newest first."
      apiPath="/api/appraisals"
      rows={items}
      page={page}
      pageSize={pageSize}
      total={total}
      name={(row) => row.contactName}
      columns={[
        { header: 'Vehicle', cell: (row) => `${row.year} ${row.make} ${row.model}` },
        {
          header: 'Asking',
          cell: (row) => (row.askingPrice !== null ? formatPrice(row.askingPrice) : '—'),
        },
      ]}
      details={(row) => [
        { label: 'Vehicle', value: `${row.year} ${row.make} ${row.model}` },
        { label: 'Mileage', value: formatMileage(row.mileage) },
        { label: 'Condition', value: row.condition },
        {
          label: 'Asking price',
          value: row.askingPrice !== null ? formatPrice(row.askingPrice) : '—',
        },
        { label: 'Phone', value: <a href={`tel:${row.contactPhone}`}>{row.contactPhone}</a> },
        {
          label: 'Email',
          value: <a href={`mailto:${row.contactEmail}`}>{row.contactEmail}</a>,
        },
        { label: 'Description', value: <PlainText text={row.description} /> },
      ]}
    />
  );
}
