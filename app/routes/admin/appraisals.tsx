import { formatMileage } from '../../../common/format';
import { askingPrice, askingPriceColumn, vehicleName } from '~/features/admin/admin-columns';
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
  return (
    <InboxList
      title="Appraisal Requests"
      description="Cars people want to sell us, newest first."
      apiPath="/api/appraisals"
      deletePath="/api/admin/appraisals"
      list={loaderData}
      name={(row) => row.contactName}
      columns={[{ header: 'Vehicle', cell: vehicleName }, askingPriceColumn]}
      details={(row) => [
        { label: 'Vehicle', value: vehicleName(row) },
        { label: 'Mileage', value: formatMileage(row.mileage) },
        { label: 'Condition', value: row.condition },
        { label: 'Asking price', value: askingPrice(row) },
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
