// The invitee's page (docs/product.md#staff-accounts): outside the admin guard, like the sign-in
// page. The link's token is the only key; a used, expired or unknown link says so.
import UserPlus from 'lucide-react/icons/user-plus';
import type { ReactNode } from 'react';
import { data, useNavigate } from 'react-router';
import { AcceptInvitationFormSchema, InvitationTokenSchema } from '../../../common/schemas/staff';
import { TextField } from '~/components/form/fields';
import { SubmitButton } from '~/components/form/submit-button';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useSchemaForm } from '~/components/form/use-schema-form';
import { ButtonLink } from '~/components/button-link';
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card';
import { Form } from '~/components/ui/form';
import { adminMeta } from '~/features/admin/require-admin';
import { formatAdminDateTime } from '~/features/admin/status-badges';
import { ApiError, apiSend } from '~/lib/api-client';
import type { Route } from './+types/invite';

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!InvitationTokenSchema.safeParse(params.token).success) {
    return data({ invitation: null, problem: 'This invitation link is not valid.' }, 404);
  }
  try {
    const invitation = await context.services.staff.getInvitation(params.token);
    return { invitation, problem: null };
  } catch (error) {
    // The service's 404 (unknown) or 410 (used, expired) becomes this page's status.
    const status = (error as { status?: number }).status;
    if (status !== 404 && status !== 410) throw error;
    return data({ invitation: null, problem: (error as Error).message }, status);
  }
}

export function meta() {
  return adminMeta('Staff Invitation');
}

function Frame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <UserPlus className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

export default function AcceptInvitation({ loaderData, params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: AcceptInvitationFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = useFormSubmit(form, {
    send: ({ password }) =>
      apiSend('POST', `/api/staff/invitations/${params.token}/accept`, { password }),
    success: {
      title: 'Success',
      description: 'Your account is ready. Sign in with your new password.',
    },
    failure: (error) =>
      (error instanceof ApiError && error.body?.error) ||
      'Failed to set up the account. Please try again.',
    revalidate: false,
    onSuccess: () => void navigate('/admin/login', { replace: true }),
  });

  const { invitation, problem } = loaderData;
  if (!invitation) {
    return (
      <Frame title="Invitation not usable" description={problem ?? ''}>
        <ButtonLink to="/admin/login" variant="outline" className="w-full">
          Go to sign-in
        </ButtonLink>
      </Frame>
    );
  }
  return (
    <Frame
      title={`Welcome, ${invitation.displayName}`}
      description="Choose the password for your staff account."
    >
      <Form {...form}>
        <form noValidate className="grid gap-5" onSubmit={onSubmit}>
          <p className="text-sm text-slate-700">
            Username: <strong>{invitation.username}</strong>. This link works until{' '}
            <time dateTime={invitation.expiresAt}>{formatAdminDateTime(invitation.expiresAt)}</time>
            .
          </p>
          {/* For password managers: the account the new password belongs to. */}
          <input
            type="hidden"
            name="username"
            autoComplete="username"
            value={invitation.username}
          />
          <TextField
            control={form.control}
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            description="At least 12 characters."
            required
          />
          <TextField
            control={form.control}
            name="confirmPassword"
            label="Repeat the password"
            type="password"
            autoComplete="new-password"
            required
          />
          <SubmitButton
            pending={form.formState.isSubmitting}
            pendingLabel="Saving..."
            disabled={form.formState.isSubmitSuccessful}
            className="w-full"
          >
            Create my account
          </SubmitButton>
        </form>
      </Form>
    </Frame>
  );
}
