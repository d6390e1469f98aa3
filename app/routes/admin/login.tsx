import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { useEffect, useRef, useState } from 'react';
import { redirect, useNavigate } from 'react-router';
import { SecondFactorCodeInputSchema } from '../../../common/schemas/account';
import { LoginInputSchema, type AuthStatus } from '../../../common/schemas/auth';
import { TextField } from '~/components/form/fields';
import { SubmitButton } from '~/components/form/submit-button';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useSchemaForm } from '~/components/form/use-schema-form';
import { Button } from '~/components/ui/button';
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

/** After a right password, when the account has a second factor (docs/product.md#admin-login). */
function SecondStep({ onSignedIn, onRestart }: { onSignedIn: () => void; onRestart: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const form = useSchemaForm({ schema: SecondFactorCodeInputSchema, defaultValues: { code: '' } });
  const { isSubmitting, isSubmitSuccessful } = form.formState;
  const onSubmit = useFormSubmit(form, {
    send: (values) => apiSend<AuthStatus>('POST', '/api/admin/login/totp', values),
    success: { title: 'Success', description: 'Admin login successful' },
    failure: loginFailure,
    onSuccess: onSignedIn,
  });
  return (
    <Form {...form}>
      <form noValidate aria-label="Second step" className="grid gap-5" onSubmit={onSubmit}>
        <TextField
          key={recovery ? 'recovery' : 'totp'}
          control={form.control}
          name="code"
          label={recovery ? 'Recovery code' : 'Code from your authenticator app'}
          description={
            recovery
              ? 'One of the codes you saved when you set up the second factor (xxxxx-xxxxx).'
              : 'The six-digit code your app shows for this site.'
          }
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
        <SubmitButton
          pending={isSubmitting}
          pendingLabel="Checking..."
          disabled={isSubmitSuccessful}
          className="w-full"
        >
          Verify
        </SubmitButton>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => {
              setRecovery(!recovery);
              form.reset({ code: '' });
            }}
          >
            {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
          </Button>
          <Button type="button" variant="link" className="h-auto p-0" onClick={onRestart}>
            Start over
          </Button>
        </div>
      </form>
    </Form>
  );
}

export default function AdminLogin() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [step, setStep] = useState<'password' | 'code'>('password');
  const form = useSchemaForm({
    schema: LoginInputSchema,
    defaultValues: { username: '', password: '' },
  });
  const { isSubmitting, isSubmitSuccessful } = form.formState;

  useEffect(() => () => clearTimeout(timer.current), []);

  // The header learns of the session now; the dashboard (or the second factor's setup, when this
  // site requires one) opens a second later.
  const openAdmin = (to: string) => {
    timer.current = setTimeout(() => void navigate(to, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
  };

  const onSubmit = useFormSubmit(form, {
    send: (values) => apiSend<AuthStatus>('POST', '/api/admin/login', values),
    success: (status) =>
      status.secondFactor
        ? { title: 'Password accepted', description: 'Now enter the code from your app.' }
        : { title: 'Success', description: 'Admin login successful' },
    failure: loginFailure,
    // No revalidation before the second step: nothing is signed in yet.
    onSuccess: (status) => {
      if (status.secondFactor) setStep('code');
      else openAdmin(status.totpSetupRequired ? '/admin/account' : '/admin');
    },
  });

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <LockKeyhole className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold text-slate-900">
            {step === 'code' ? 'Two-step verification' : 'Admin Login'}
          </h1>
          <CardDescription>
            {step === 'code'
              ? 'Your password was right. Enter the code to finish signing in.'
              : 'Sign in to manage inventory, blog posts and requests.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {step === 'code' ? (
            <SecondStep
              onSignedIn={() => openAdmin('/admin')}
              onRestart={() => {
                setStep('password');
                form.reset({ username: form.getValues('username'), password: '' });
              }}
            />
          ) : (
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
          )}
        </CardContent>
      </Card>
    </div>
  );
}
