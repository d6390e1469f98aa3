// "Second factor" on Your account (docs/product.md#second-factor-totp): set up an authenticator
// app from a QR code, confirm with a first code, keep the recovery codes shown once; turn off or
// renew the codes with the current password.
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  SecondFactorCodeInputSchema,
  StepUpInputSchema,
  type RecoveryCodes,
  type SecondFactorStatus,
  type TotpSetup,
} from '../../../common/schemas/account';
import { TextField } from '~/components/form/fields';
import { SubmitButton } from '~/components/form/submit-button';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useSchemaForm } from '~/components/form/use-schema-form';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Form } from '~/components/ui/form';
import { apiSend } from '~/lib/api-client';
import { useMutation } from '~/lib/use-mutation';
import { formatAdminDate } from './status-badges';

const API = '/api/admin/account/second-factor';

/** The code field: what phones fill in from an SMS or an app, digits on a phone's keyboard. */
function CodeForm({ onDone }: { onDone: (codes: string[]) => void }) {
  const form = useSchemaForm({ schema: SecondFactorCodeInputSchema, defaultValues: { code: '' } });
  const onSubmit = useFormSubmit(form, {
    send: (input) => apiSend<RecoveryCodes>('POST', `${API}/confirm`, input),
    success: { title: 'Second factor on', description: 'Sign-in will now ask for a code.' },
    failure: 'The code was not accepted.',
    onSuccess: (value) => onDone(value.recoveryCodes),
  });
  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="Confirm the code"
        className="grid max-w-xs gap-3"
        onSubmit={onSubmit}
      >
        <TextField
          control={form.control}
          name="code"
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
        />
        <div>
          <SubmitButton
            size="default"
            pending={form.formState.isSubmitting}
            pendingLabel="Checking…"
          >
            Turn on
          </SubmitButton>
        </div>
      </form>
    </Form>
  );
}

/** The current password before turning the second factor off or renewing the codes. */
function PasswordForm({
  action,
  label,
  onDone,
  onCancel,
}: {
  action: 'disable' | 'recovery-codes';
  label: string;
  onDone: (codes: string[] | null) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm({ schema: StepUpInputSchema, defaultValues: { password: '' } });
  const onSubmit = useFormSubmit(form, {
    send: (input) => apiSend<RecoveryCodes | null>('POST', `${API}/${action}`, input),
    success: {
      title: 'Done',
      description: action === 'disable' ? 'Second factor turned off' : 'New recovery codes made',
    },
    failure: (error) => (error instanceof Error ? error.message : 'That did not work.'),
    onSuccess: (value) => onDone(value?.recoveryCodes ?? null),
  });
  return (
    <Form {...form}>
      <form noValidate aria-label={label} className="grid max-w-sm gap-3" onSubmit={onSubmit}>
        <TextField
          control={form.control}
          name="password"
          label="Your current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton
            size="default"
            pending={form.formState.isSubmitting}
            pendingLabel="Checking…"
          >
            {label}
          </SubmitButton>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Form>
  );
}

/** The recovery codes, shown once after they are made. */
function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-medium text-slate-900">
        Your recovery codes: each works once if you lose your phone. Keep them somewhere safe; they
        are not shown again.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="outline" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

export function SecondFactorCard({
  status,
  setupRequired,
}: {
  status: Omit<SecondFactorStatus, 'required'>;
  /** REQUIRE_TOTP: this session can do nothing else until the setup is confirmed. */
  setupRequired: boolean;
}) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'disable' | 'recovery-codes' | null>(null);
  const { mutate, pending } = useMutation();

  const startSetup = () =>
    void mutate({
      run: () => apiSend<TotpSetup>('POST', `${API}/setup`),
      failure: 'Could not start the setup. Please try again.',
      revalidate: false,
      onSuccess: setSetup,
    });

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle as="h2" className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
            Second factor
          </CardTitle>
          {status.enabled ? (
            <Badge variant="success">On</Badge>
          ) : (
            <Badge variant="secondary">Off</Badge>
          )}
        </div>
        <CardDescription>
          A code from an authenticator app on your phone (Google Authenticator, Microsoft
          Authenticator, 1Password…) after your password, so a stolen password alone cannot sign in.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {setupRequired && !codes && (
          <p
            role="status"
            className="rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-slate-900"
          >
            This dealership requires a second factor for every staff member. Set it up to continue.
          </p>
        )}
        {codes ? (
          <>
            <RecoveryCodeList codes={codes} onDone={() => setCodes(null)} />
            {setupRequired && (
              <Button asChild className="w-fit">
                <Link to="/admin">Continue to the dashboard</Link>
              </Button>
            )}
          </>
        ) : status.enabled ? (
          <>
            <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
              <dt className="text-slate-600">Turned on</dt>
              <dd>{status.enabledAt ? formatAdminDate(status.enabledAt) : '—'}</dd>
              <dt className="text-slate-600">Recovery codes left</dt>
              <dd>{status.recoveryCodesLeft} of 10</dd>
            </dl>
            {asking ? (
              <PasswordForm
                action={asking}
                label={asking === 'disable' ? 'Turn off' : 'Make new codes'}
                onCancel={() => setAsking(null)}
                onDone={(made) => {
                  setAsking(null);
                  setCodes(made);
                }}
              />
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" onClick={() => setAsking('recovery-codes')}>
                  New recovery codes
                </Button>
                <Button type="button" variant="outline" onClick={() => setAsking('disable')}>
                  Turn off
                </Button>
              </div>
            )}
          </>
        ) : setup ? (
          <div className="grid gap-5 md:grid-cols-[auto_1fr] md:items-start">
            <div
              role="img"
              aria-label="QR code of the second factor's secret"
              className="size-48 rounded-lg border border-slate-200 bg-white p-1 [&_svg]:size-full"
              // Drawn on the server by the qrcode library from our own otpauth:// address.
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <div className="grid gap-4">
              <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
                <li>Open your authenticator app and add an account.</li>
                <li>Scan the QR code, or type the key below.</li>
                <li>Enter the six-digit code the app shows.</li>
              </ol>
              <div className="grid gap-1">
                <span className="text-sm font-medium text-slate-900">Key</span>
                <code
                  data-testid="totp-secret"
                  className="w-fit rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all"
                >
                  {setup.secret.match(/.{1,4}/g)?.join(' ')}
                </code>
              </div>
              <CodeForm
                onDone={(made) => {
                  setSetup(null);
                  setCodes(made);
                }}
              />
            </div>
          </div>
        ) : (
          <div>
            <Button type="button" onClick={startSetup} disabled={pending}>
              {pending ? 'Starting…' : 'Set up the second factor'}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
