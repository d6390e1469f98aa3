import { askingPriceColumn, vehicleName } from '~/features/admin/admin-columns';
import { InboxList } from '~/features/admin/inbox-list';
import { appraisalFields } from '~/features/admin/request-fields';
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
      pagePath="/admin/appraisals"
      deletePath="/api/admin/appraisals"
      list={loaderData}
      name={(row) => row.contactName}
      columns={[{ header: 'Vehicle', cell: vehicleName }, askingPriceColumn]}
      details={appraisalFields}
    />
  );
}
