import { emailColumn, interestColumn, personName } from '~/features/admin/admin-columns';
import { InboxList } from '~/features/admin/inbox-list';
import { contactFields } from '~/features/admin/request-fields';
import { adminMeta, listPaging, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/contacts';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  return context.services.contacts.list(listPaging(request));
}

export function meta() {
  return adminMeta('Contact Messages');
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  return (
    <InboxList
      title="Contact Messages"
      description="Messages from the contact form, newest first."
      apiPath="/api/contacts"
      pagePath="/admin/contacts"
      deletePath="/api/admin/contacts"
      list={loaderData}
      name={personName}
      columns={[emailColumn, interestColumn]}
      details={contactFields}
    />
  );
}
