// "Change password" on the staff member's own account page (docs/product.md#passwords): the
// current password, the new one twice. The server also refuses common passwords and ones
// containing the username or the dealership's name; its messages appear under the fields.
import {
  ChangePasswordFormSchema,
  MIN_PASSWORD_LENGTH,
  type PasswordChanged,
} from '../../../common/schemas/auth';
import { TextField } from '~/components/form/fields';
import { SubmitButton } from '~/components/form/submit-button';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useSchemaForm } from '~/components/form/use-schema-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Form } from '~/components/ui/form';
import { ApiError, apiSend } from '~/lib/api-client';

export const CHANGE_PASSWORD_PATH = '/api/admin/account/password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** What the success notice says about the other sessions. */
export function passwordChangedNotice({ otherSessionsEnded: ended }: PasswordChanged) {
  const sessions =
    ended === 0
      ? 'You had no other sessions.'
      : `${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.`;
  return { title: 'Password changed', description: sessions };
}

/**
 * The failure notice: a pointer to the fields when the server named them, else its reason (e.g.
 * too many wrong passwords), or a network error.
 */
export function passwordNotChanged(error: unknown) {
  let description = 'Network error. Please try again.';
  if (error instanceof ApiError) {
    description =
      Object.keys(error.fieldErrors).length > 0
        ? 'See the messages under the fields.'
        : error.body?.error || 'The password was not changed.';
  }
  return { title: 'Password not changed', description };
}

export function ChangePasswordCard({ username }: { username: string }) {
  const form = useSchemaForm({ schema: ChangePasswordFormSchema, defaultValues: EMPTY });
  const onSubmit = useFormSubmit(form, {
    send: ({ currentPassword, newPassword }) =>
      apiSend<PasswordChanged>('POST', CHANGE_PASSWORD_PATH, { currentPassword, newPassword }),
    success: passwordChangedNotice,
    failure: passwordNotChanged,
    onSuccess: () => form.reset(EMPTY),
    revalidate: false,
  });
  return (
    <section aria-labelledby="change-password-title">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="change-password-title">
            Change password
          </CardTitle>
          <CardDescription>
            Your other sessions are signed out; this one stays signed in.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form
              noValidate
              aria-label="Change password"
              className="grid max-w-md gap-5"
              onSubmit={onSubmit}
            >
              {/* Lets a password manager file the new password under the right account. */}
              <input
                type="text"
                name="username"
                autoComplete="username"
                value={username}
                readOnly
                hidden
              />
              <TextField
                control={form.control}
                name="currentPassword"
                label="Current password"
                type="password"
                autoComplete="current-password"
                required
              />
              <TextField
                control={form.control}
                name="newPassword"
                label="New password"
                type="password"
                autoComplete="new-password"
                description={`At least ${MIN_PASSWORD_LENGTH} characters. Not a common password, your username or the dealership's name.`}
                required
              />
              <TextField
                control={form.control}
                name="confirmPassword"
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                required
              />
              <div>
                <SubmitButton
                  size="default"
                  pending={form.formState.isSubmitting}
                  pendingLabel="Changing…"
                >
                  Change password
                </SubmitButton>
              </div>
            </form>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}
