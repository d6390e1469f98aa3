import { useForm } from 'react-hook-form';
import { HoneypotField } from '~/components/honeypot-field';
import { Form } from '~/components/ui/form';
import { apiSend } from '~/lib/api-client';
import type { LeadInput } from '../../../common/schemas/requests';
import { lazyResolver } from './lazy-resolver';
import {
  EMPTY_PERSON,
  PersonFieldInputs,
  TextareaField,
  type TestDriveFields,
  SubmitButton,
} from './request-fields';
import { requestSubmitHandler } from './request-submit-handler';

const validation = lazyResolver(() =>
  import('./request-validation').then((m) => m.validateTestDrive),
);

/** The interest every test-drive lead carries (spec §5). */
export const TEST_DRIVE_INTEREST = 'Schedule Test Drive';

/** Test-drive request for one car (spec §5): POST /api/leads with the car's id. */
export function TestDriveForm({ carId, onSubmitted }: { carId: number; onSubmitted?: () => void }) {
  const form = useForm<TestDriveFields, unknown, LeadInput>({
    resolver: validation.resolver,
    defaultValues: EMPTY_PERSON,
  });
  const onSubmit = requestSubmitHandler({
    form,
    send: (values) =>
      apiSend('POST', '/api/leads', { ...values, carId, interest: TEST_DRIVE_INTEREST }),
    success: {
      title: 'Request Submitted',
      description:
        "Thank you for your interest! We'll contact you soon to schedule your test drive.",
    },
    failure: 'Failed to submit request. Please try again.',
    onSubmitted,
  });
  const { control, formState } = form;

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="Test drive request"
        onSubmit={onSubmit}
        onFocus={validation.preload}
        onPointerEnter={validation.preload}
        className="grid gap-4 sm:grid-cols-2"
      >
        <PersonFieldInputs control={control} />
        <TextareaField
          control={control}
          name="message"
          label="Message"
          rows={3}
          placeholder="Preferred day and time, questions about the vehicle..."
          className="sm:col-span-2"
        />
        <HoneypotField {...form.register('website')} />
        <SubmitButton pending={formState.isSubmitting} className="sm:col-span-2">
          Request Test Drive
        </SubmitButton>
      </form>
    </Form>
  );
}
