import { emailColumn, leadCar, personName } from '~/features/admin/admin-columns';
import { InboxList } from '~/features/admin/inbox-list';
import { carNamesOfLeads } from '~/features/admin/lead-cars';
import { leadFields } from '~/features/admin/request-fields';
import { adminMeta, listPaging, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/leads';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const result = await context.services.leads.list(listPaging(request));
  return { ...result, cars: await carNamesOfLeads(context.services, result.items) };
}

export function meta() {
  return adminMeta('Leads');
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { cars } = loaderData;
  const carLink = leadCar(cars);
  return (
    <InboxList
      title="Leads"
      description="Test-drive requests and questions about a car, newest first."
      apiPath="/api/leads"
      pagePath="/admin/leads"
      deletePath="/api/admin/leads"
      list={loaderData}
      name={personName}
      columns={[emailColumn, { header: 'Vehicle', cell: carLink }]}
      details={(lead) => leadFields(lead, carLink(lead))}
    />
  );
}
