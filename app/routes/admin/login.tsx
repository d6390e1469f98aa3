import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { useEffect, useRef } from 'react';
import { redirect, useNavigate } from 'react-router';
import { LoginInputSchema } from '../../../common/schemas/auth';
import { TextField } from '~/components/form/fields';
import { SubmitButton } from '~/components/form/submit-button';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useSchemaForm } from '~/components/form/use-schema-form';
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card';
import { Form } from '~/components/ui/form';
import { adminMeta } from '~/features/admin/require-admin';
import { ApiError, apiSend } from '~/lib/api-client';
import type { Route } from './+types/login';

/** docs/product.md#admin-login: the dashboard opens one second after a successful sign-in. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

export async function loader({ context }: Route.LoaderArgs) {
  // Already signed in: straight to the dashboard.
  if (context.admin) throw redirect('/admin');
  return null;
}

// After signing in, the root's data is reloaded (header) but this page must stay for the second
// of docs/product.md#admin-login instead of being redirected at once by its own loader.
export function shouldRevalidate() {
  return false;
}

export function meta() {
  return adminMeta('Admin Login');
}

/** The failure notice of a sign-in: the server's reason, or that it could not be reached. */
function loginFailure(error: unknown) {
  const description =
    error instanceof ApiError
      ? error.body?.error || 'Login failed'
      : 'Network error. Please try again.';
  return { title: 'Login failed', description };
}

export default function AdminLogin() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useSchemaForm({
    schema: LoginInputSchema,
    defaultValues: { username: '', password: '' },
  });
  const { isSubmitting, isSubmitSuccessful } = form.formState;

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = useFormSubmit(form, {
    send: (values) => apiSend('POST', '/api/admin/login', values),
    success: { title: 'Success', description: 'Admin login successful' },
    failure: loginFailure,
    // The header learns of the session now; the dashboard opens a second later.
    onSuccess: () => {
      timer.current = setTimeout(
        () => void navigate('/admin', { replace: true }),
        LOGIN_REDIRECT_DELAY_MS,
      );
    },
  });

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <LockKeyhole className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold text-slate-900">Admin Login</h1>
          <CardDescription>Sign in to manage inventory, blog posts and requests.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form noValidate className="grid gap-5" onSubmit={onSubmit}>
              <TextField
                control={form.control}
                name="username"
                label="Username"
                autoComplete="username"
                autoCapitalize="none"
              />
              <TextField
                control={form.control}
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
              />
              <SubmitButton
                pending={isSubmitting}
                pendingLabel="Signing in..."
                // Signed in: the dashboard opens a second later; no second sign-in meanwhile.
                disabled={isSubmitSuccessful}
                className="w-full"
              >
                Sign In
              </SubmitButton>
            </form>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
