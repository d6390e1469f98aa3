// The parts of the public request forms: who is asking (the name, e-mail and phone fields of the
// contact and test-drive forms, with the same labels and rules on both, as in their schemas),
// the message, and the end of every form: the marketing-consent box, why the details are asked
// for (with the privacy page), the honeypot and the send button.
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField, TextareaField, TextField } from '~/components/form/fields';
import { HoneypotField } from '~/components/form/honeypot-field';
import { SubmitButton } from '~/components/form/submit-button';
import type { ButtonProps } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { MARKETING_CONSENT_TEXT, PRIVACY_PATH } from '../../../common/privacy';
import type { LeadFormValues } from '../../../common/schemas/requests';

/** Placeholder of every phone field: a local Richmond number. */
export const PHONE_PLACEHOLDER = '(604) 555-1234';

type PersonValues = Pick<LeadFormValues, 'firstName' | 'lastName' | 'email' | 'phone'>;

/** A contact or test-drive form before the visitor types (and after a successful send). */
export const EMPTY_MESSAGE = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  marketingConsent: false,
  website: '',
} satisfies PersonValues & Pick<LeadFormValues, 'message' | 'marketingConsent' | 'website'>;

/** Inside a <Form> whose values include the person fields. */
export function PersonFields() {
  const { control } = useFormContext<PersonValues>();
  return (
    <>
      <TextField
        control={control}
        name="firstName"
        label="First Name"
        required
        autoComplete="given-name"
      />
      <TextField
        control={control}
        name="lastName"
        label="Last Name"
        required
        autoComplete="family-name"
      />
      <TextField
        control={control}
        name="email"
        label="Email Address"
        required
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <TextField
        control={control}
        name="phone"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        placeholder={PHONE_PLACEHOLDER}
      />
    </>
  );
}

/** The free-text message of the contact and test-drive forms. */
export function MessageField({ rows, placeholder }: { rows: number; placeholder: string }) {
  const { control } = useFormContext<Pick<LeadFormValues, 'message'>>();
  return (
    <TextareaField
      control={control}
      name="message"
      label="Message"
      rows={rows}
      placeholder={placeholder}
      className="sm:col-span-2"
    />
  );
}

/**
 * The end of every public form: the unticked marketing box, the one line saying why the details
 * are asked for (`purpose`, e.g. "arrange your test drive") with the privacy page, the hidden
 * honeypot and the send button ('Sending...' while the form is being sent).
 */
export function RequestFormEnd({
  purpose,
  children,
  className,
  ...buttonProps
}: Omit<ButtonProps, 'type'> & { purpose: string; children: string }) {
  const { control, register, formState } =
    useFormContext<Pick<LeadFormValues, 'marketingConsent' | 'website'>>();
  return (
    <div className={cn('grid gap-4', className)}>
      <CheckboxField control={control} name="marketingConsent" label={MARKETING_CONSENT_TEXT} />
      <p className="text-sm text-slate-600">
        We use these details only to {purpose}.{' '}
        <Link
          to={PRIVACY_PATH}
          target="_blank"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          How we handle your information
          <span className="sr-only"> (opens in a new tab)</span>
        </Link>
      </p>
      <HoneypotField {...register('website')} />
      <SubmitButton pending={formState.isSubmitting} pendingLabel="Sending..." {...buttonProps}>
        {children}
      </SubmitButton>
    </div>
  );
}
