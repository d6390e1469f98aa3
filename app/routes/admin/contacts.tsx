import { emailColumn, interestColumn, personName } from '~/features/admin/admin-columns';
import { InboxList, PlainText } from '~/features/admin/inbox-list';
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
      deletePath="/api/admin/contacts"
      list={loaderData}
      name={personName}
      columns={[emailColumn, interestColumn]}
      details={(row) => [
        { label: 'Email', value: <a href={`mailto:${row.email}`}>{row.email}</a> },
        { label: 'Phone', value: row.phone ?? '—' },
        { label: 'Interest', value: row.interest ?? '—' },
        { label: 'Message', value: <PlainText text={row.message} /> },
      ]}
    />
  );
}
