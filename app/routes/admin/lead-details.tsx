import { data } from 'react-router';
import { personName } from '~/features/admin/admin-columns';
import { RequestCarSummary, RequestDetailsPage } from '~/features/admin/request-details';
import { leadFields } from '~/features/admin/request-fields';
import { adminMeta, idParamOr404, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/lead-details';

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const details = await context.services.leads.details(idParamOr404(params.id));
  if (!details) throw data(null, { status: 404 });
  return details;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Lead: ${personName(loaderData.request)}` : 'Lead');
}

export default function LeadDetails({ loaderData }: Route.ComponentProps) {
  const { request, car } = loaderData;
  return (
    <RequestDetailsPage
      name={personName(request)}
      kind="Lead"
      inbox={{ to: '/admin/leads', title: 'Leads' }}
      statusApiPath={`/api/leads/${request.id}`}
      adminApiPath={`/api/admin/leads/${request.id}`}
      details={loaderData}
      fields={leadFields(request, <RequestCarSummary car={car} />)}
    />
  );
}
