import { lazySchemaResolver } from '~/components/form/lazy-resolver';
import { Form } from '~/components/ui/form';
import { TEST_DRIVE_INTEREST } from '../../../common/constants';
import type { LeadInputSchema } from '../../../common/schemas/requests';
import { EMPTY_MESSAGE, MessageField, PersonFields, RequestFormEnd } from './request-fields';
import { useRequestForm } from './use-request-form';

const validation = lazySchemaResolver(() =>
  import('../../../common/schemas/requests').then((m) => m.LeadInputSchema),
);

/** Test-drive request for one car (docs/product.md#test-drive-form): POST /api/leads. */
export function TestDriveForm({ carId, onSubmitted }: { carId: number; onSubmitted?: () => void }) {
  const { form, formProps } = useRequestForm<typeof LeadInputSchema>({
    validation,
    defaultValues: { ...EMPTY_MESSAGE, carId, interest: TEST_DRIVE_INTEREST },
    path: '/api/leads',
    success: {
      title: 'Request Submitted',
      description:
        "Thank you for your interest! We'll contact you soon to schedule your test drive.",
    },
    failure: 'Failed to submit request. Please try again.',
    onSubmitted,
  });

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="Test drive request"
        {...formProps}
        className="grid gap-4 sm:grid-cols-2"
      >
        <PersonFields />
        <MessageField
          rows={3}
          placeholder="Preferred day and time, questions about the vehicle..."
        />
        <RequestFormEnd purpose="arrange your test drive" className="sm:col-span-2">
          Request Test Drive
        </RequestFormEnd>
      </form>
    </Form>
  );
}
