import type { PendingInvitation } from '../../../common/schemas/staff';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { AdminTable } from '~/features/admin/admin-table';
import { InviteStaffCard } from '~/features/admin/invite-staff-card';
import { adminMeta, requireAdmin } from '~/features/admin/require-admin';
import { staffColumns } from '~/features/admin/staff-list';
import { formatAdminDateTime } from '~/features/admin/status-badges';
import type { Route } from './+types/staff';

export async function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const { staff } = context.services;
  const [members, pending] = await Promise.all([staff.listStaff(), staff.listPendingInvitations()]);
  return { members, pending, youId: admin.id };
}

export function meta() {
  return adminMeta('Staff');
}

function PendingInvitations({ pending }: { pending: PendingInvitation[] }) {
  if (pending.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Open invitations</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          {pending.map((invitation) => (
            <li key={invitation.id} className="rounded-md border border-slate-200 bg-slate-50 p-3">
              <p className="font-semibold text-slate-900">
                {invitation.displayName}{' '}
                <span className="font-normal text-slate-600">({invitation.username})</span>
              </p>
              <p className="text-xs text-slate-600">
                {invitation.invitedBy ? `Invited by ${invitation.invitedBy} · ` : ''}
                until{' '}
                <time dateTime={invitation.expiresAt}>
                  {formatAdminDateTime(invitation.expiresAt)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const { members, pending, youId } = loaderData;
  const active = members.filter((member) => !member.disabledAt).length;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Staff</h1>
        <p className="mt-1 text-slate-600">
          {members.length} {members.length === 1 ? 'account' : 'accounts'}, {active} active.
          Everyone here can do everything in the admin.
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="overflow-hidden">
          <AdminTable
            label="Staff"
            columns={staffColumns(youId)}
            rows={members}
            empty="No staff yet."
          />
        </Card>
        <div className="grid gap-6">
          <InviteStaffCard />
          <PendingInvitations pending={pending} />
        </div>
      </div>
    </div>
  );
}
