// "Your sessions" on Your account (docs/product.md#your-sessions): where you are signed in, and
// signing out everywhere else (a lost phone, a shared computer).
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import type { StaffSession } from '../../../common/schemas/account';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { apiSend } from '~/lib/api-client';
import { useMutation } from '~/lib/use-mutation';
import { ConfirmDialog } from './confirm-dialog';
import { formatAdminDateTime } from './status-badges';

export function SessionsCard({ sessions }: { sessions: StaffSession[] }) {
  const { mutate, pending } = useMutation();
  const others = sessions.filter((item) => !item.current).length;
  const signOutOthers = () =>
    void mutate({
      run: () =>
        apiSend<{ signedOut: number }>('POST', '/api/admin/account/sessions/sign-out-others'),
      success: ({ signedOut }) => ({
        title: 'Signed out',
        description: `${signedOut} other session${signedOut === 1 ? '' : 's'} ended`,
      }),
      failure: 'Could not sign out the other sessions. Please try again.',
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <MonitorSmartphone className="size-5 text-brand-700" aria-hidden="true" />
          Your sessions
        </CardTitle>
        <CardDescription>
          Where you are signed in. A session ends after 12 hours without use, or 7 days after
          signing in.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul
          aria-label="Your sessions"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {sessions.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3"
            >
              <div className="grid gap-0.5">
                <span className="flex items-center gap-2 font-medium text-slate-900">
                  {item.device}
                  {item.current && <Badge variant="info">This device</Badge>}
                </span>
                <span className="text-sm text-slate-600">
                  {item.address ?? 'Unknown address'}
                  {item.signedInAt && <> · signed in {formatAdminDateTime(item.signedInAt)}</>}
                </span>
              </div>
              <span className="text-sm text-slate-600">
                {item.current ? (
                  'Active now'
                ) : (
                  <>Last seen {formatAdminDateTime(item.lastSeenAt)}</>
                )}
              </span>
            </li>
          ))}
        </ul>
        <div>
          <ConfirmDialog
            trigger={
              <Button type="button" variant="outline" disabled={others === 0 || pending}>
                Sign out other sessions
              </Button>
            }
            title="Sign out other sessions?"
            question={`Every other browser signed in as you (${others}) will have to sign in again.`}
            confirmLabel="Sign out"
            onConfirm={signOutOthers}
          />
        </div>
      </CardContent>
    </Card>
  );
}
