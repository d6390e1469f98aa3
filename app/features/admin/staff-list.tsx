// The staff list (docs/product.md#staff-accounts): who can sign in, when they last did, whether
// they set up a second factor; Disable / Enable after a confirmation. Nobody disables themselves.
import type { StaffMember } from '../../../common/schemas/staff';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { ApiError, apiSend } from '~/lib/api-client';
import { useMutation } from '~/lib/use-mutation';
import type { AdminColumn } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';
import { formatAdminDate, formatAdminDateTime } from './status-badges';

export const staffLabel = (member: Pick<StaffMember, 'username' | 'displayName'>) =>
  member.displayName ?? member.username;

export function StaffStatusBadge({ member }: { member: Pick<StaffMember, 'disabledAt'> }) {
  return member.disabledAt ? (
    <Badge variant="destructive">Disabled</Badge>
  ) : (
    <Badge variant="success">Active</Badge>
  );
}

function StaffActions({ member, isYou }: { member: StaffMember; isYou: boolean }) {
  const { mutate, pending } = useMutation();
  if (isYou) return <span className="text-xs text-slate-600">Signed in as you</span>;
  const name = staffLabel(member);
  const change = (verb: 'disable' | 'enable') =>
    void mutate({
      run: () => apiSend('POST', `/api/admin/staff/${member.id}/${verb}`),
      success: {
        title: 'Success',
        description: verb === 'disable' ? `${name} is disabled` : `${name} can sign in again`,
      },
      // The server's reason (e.g. the last enabled account) says more than a generic failure.
      failure: (error) =>
        (error instanceof ApiError && error.body?.error) ||
        'Failed to change the account. Please try again.',
    });
  return member.disabledAt ? (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => change('enable')}>
      Enable
    </Button>
  ) : (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={pending} aria-label={`Disable ${name}`}>
          Disable
        </Button>
      }
      title={`Disable ${name}?`}
      question={`${name} is signed out everywhere at once and cannot sign in until the account is enabled again.`}
      confirmLabel="Disable"
      onConfirm={() => change('disable')}
    />
  );
}

export const staffColumns = (youId: string): AdminColumn<StaffMember>[] => [
  {
    header: 'Name',
    bare: true,
    cell: (member) => (
      <div>
        <p className="font-semibold text-slate-900">
          {staffLabel(member)}
          {member.id === youId && <span className="ml-2 text-xs text-slate-600">(you)</span>}
        </p>
        <p className="text-xs text-slate-600">{member.username}</p>
      </div>
    ),
  },
  { header: 'Status', cell: (member) => <StaffStatusBadge member={member} /> },
  {
    header: 'Last sign-in',
    cell: (member) =>
      member.lastSignInAt ? (
        <time dateTime={member.lastSignInAt}>{formatAdminDateTime(member.lastSignInAt)}</time>
      ) : (
        'Never'
      ),
  },
  {
    header: 'Second factor',
    cell: (member) =>
      member.secondFactor ? (
        <Badge variant="info">On</Badge>
      ) : (
        <Badge variant="secondary">Off</Badge>
      ),
  },
  { header: 'Added', cell: (member) => formatAdminDate(member.createdAt) },
  {
    header: 'Actions',
    bare: true,
    cell: (member) => <StaffActions member={member} isYou={member.id === youId} />,
  },
];
