// "Invite staff" (docs/product.md#staff-accounts): username and display name; the answer's link
// is shown here once (only its hash is kept), with a copy button and its expiry.
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import UserPlus from 'lucide-react/icons/user-plus';
import { useState } from 'react';
import {
  INVITATION_HOURS,
  StaffInviteInputSchema,
  type StaffInvitationCreated,
} from '../../../common/schemas/staff';
import { TextField } from '~/components/form/fields';
import { SubmitButton } from '~/components/form/submit-button';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useSchemaForm } from '~/components/form/use-schema-form';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Form } from '~/components/ui/form';
import { Input } from '~/components/ui/input';
import { apiSend } from '~/lib/api-client';
import { formatAdminDateTime } from './status-badges';

function InvitationLink({
  invitation,
  onDone,
}: {
  invitation: StaffInvitationCreated;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.url);
      setCopied(true);
    } catch {
      // No clipboard (e.g. plain http on another host): the link is selected to copy by hand.
      const field = document.getElementById('invitation-link') as HTMLInputElement | null;
      field?.focus();
      field?.select();
    }
  };
  return (
    <div className="grid gap-3" role="status">
      <p className="text-sm text-slate-700">
        Send this link to <strong>{invitation.displayName}</strong> ({invitation.username}). It
        works once, until{' '}
        <time dateTime={invitation.expiresAt}>{formatAdminDateTime(invitation.expiresAt)}</time>. It
        is shown only now: copy it before leaving this page.
      </p>
      <div className="flex gap-2">
        <Input
          readOnly
          value={invitation.url}
          id="invitation-link"
          aria-label="Invitation link"
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Invite someone else
        </Button>
      </div>
    </div>
  );
}

export function InviteStaffCard() {
  const [created, setCreated] = useState<StaffInvitationCreated | null>(null);
  const form = useSchemaForm({
    schema: StaffInviteInputSchema,
    defaultValues: { username: '', displayName: '' },
  });
  const onSubmit = useFormSubmit(form, {
    send: (values) =>
      apiSend<StaffInvitationCreated>('POST', '/api/admin/staff/invitations', values),
    success: { title: 'Success', description: 'Invitation created' },
    failure: 'Failed to create the invitation. Please try again.',
    onSuccess: (invitation) => {
      setCreated(invitation);
      form.reset({ username: '', displayName: '' });
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <UserPlus className="size-5 text-brand-700" aria-hidden="true" />
          Invite staff
        </CardTitle>
        <CardDescription>
          The new staff member chooses their own password from a link that works once, for{' '}
          {INVITATION_HOURS} hours.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {created ? (
          <InvitationLink invitation={created} onDone={() => setCreated(null)} />
        ) : (
          <Form {...form}>
            <form noValidate aria-label="Invite staff" className="grid gap-4" onSubmit={onSubmit}>
              <TextField
                control={form.control}
                name="displayName"
                label="Display name"
                autoComplete="off"
                required
              />
              <TextField
                control={form.control}
                name="username"
                label="Username"
                description="3-50 letters, digits, dots, dashes or underscores; used to sign in."
                autoComplete="off"
                autoCapitalize="none"
                required
              />
              <div>
                <SubmitButton
                  size="default"
                  pending={form.formState.isSubmitting}
                  pendingLabel="Creating…"
                >
                  Create invitation link
                </SubmitButton>
              </div>
            </form>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
