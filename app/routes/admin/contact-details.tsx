import { data } from 'react-router';
import { personName } from '~/features/admin/admin-columns';
import { RequestDetailsPage } from '~/features/admin/request-details';
import { contactFields } from '~/features/admin/request-fields';
import { adminMeta, idParamOr404, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/contact-details';

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const details = await context.services.contacts.details(idParamOr404(params.id));
  if (!details) throw data(null, { status: 404 });
  return details;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(
    loaderData ? `Contact message: ${personName(loaderData.request)}` : 'Contact message',
  );
}

export default function ContactDetails({ loaderData }: Route.ComponentProps) {
  const { request } = loaderData;
  return (
    <RequestDetailsPage
      name={personName(request)}
      kind="Contact message"
      inbox={{ to: '/admin/contacts', title: 'Contact Messages' }}
      statusApiPath={`/api/contacts/${request.id}`}
      adminApiPath={`/api/admin/contacts/${request.id}`}
      details={loaderData}
      fields={contactFields(request)}
    />
  );
}
