import { TextareaField } from '~/components/form/fields';
import { HoneypotField } from '~/components/form/honeypot-field';
import { lazySchemaResolver } from '~/components/form/lazy-resolver';
import { SubmitButton } from '~/components/form/submit-button';
import { Form } from '~/components/ui/form';
import { TEST_DRIVE_INTEREST } from '../../../common/constants';
import type { LeadInputSchema } from '../../../common/schemas/requests';
import { PersonFields } from './person-fields';
import { useRequestForm } from './use-request-form';

const validation = lazySchemaResolver(() =>
  import('../../../common/schemas/requests').then((m) => m.LeadInputSchema),
);

/** Test-drive request for one car (docs/product.md#test-drive-form): POST /api/leads. */
export function TestDriveForm({ carId, onSubmitted }: { carId: number; onSubmitted?: () => void }) {
  const { form, formProps } = useRequestForm<typeof LeadInputSchema>({
    validation,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      message: '',
      website: '',
      carId,
      interest: TEST_DRIVE_INTEREST,
    },
    path: '/api/leads',
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
        {...formProps}
        className="grid gap-4 sm:grid-cols-2"
      >
        <PersonFields />
        <TextareaField
          control={control}
          name="message"
          label="Message"
          rows={3}
          placeholder="Preferred day and time, questions about the vehicle..."
          className="sm:col-span-2"
        />
        <HoneypotField {...form.register('website')} />
        <SubmitButton
          pending={formState.isSubmitting}
          pendingLabel="Sending..."
          className="sm:col-span-2"
        >
          Request Test Drive
        </SubmitButton>
      </form>
    </Form>
  );
}
