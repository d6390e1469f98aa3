import { data } from 'react-router';
import { RequestDetailsPage } from '~/features/admin/request-details';
import { appraisalFields } from '~/features/admin/request-fields';
import { adminMeta, idParamOr404, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/appraisal-details';

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const details = await context.services.appraisals.details(idParamOr404(params.id));
  if (!details) throw data(null, { status: 404 });
  return details;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(
    loaderData ? `Appraisal request: ${loaderData.request.contactName}` : 'Appraisal request',
  );
}

export default function AppraisalDetails({ loaderData }: Route.ComponentProps) {
  const { request } = loaderData;
  return (
    <RequestDetailsPage
      name={request.contactName}
      kind="Appraisal request"
      inbox={{ to: '/admin/appraisals', title: 'Appraisal Requests' }}
      statusApiPath={`/api/appraisals/${request.id}`}
      adminApiPath={`/api/admin/appraisals/${request.id}`}
      details={loaderData}
      fields={appraisalFields(request)}
    />
  );
}
