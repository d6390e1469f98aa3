import type { ReactNode } from 'react';
import {
  choicesOf,
  MoneyField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
  YearField,
} from '~/components/form/fields';
import { lazySchemaResolver } from '~/components/form/lazy-resolver';
import { Form } from '~/components/ui/form';
import { APPRAISAL_CONDITION_LABELS, APPRAISAL_CONDITIONS } from '../../../common/constants';
import type { AppraisalInputSchema } from '../../../common/schemas/requests';
import { PHONE_PLACEHOLDER, RequestFormEnd } from './request-fields';
import { useRequestForm } from './use-request-form';

const validation = lazySchemaResolver(() =>
  import('../../../common/schemas/requests').then((m) => m.AppraisalInputSchema),
);

const CONDITION_CHOICES = choicesOf(APPRAISAL_CONDITIONS, APPRAISAL_CONDITION_LABELS);

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The sell-your-car appraisal request (docs/product.md#appraisal-form): POST /api/appraisals. */
export function AppraisalForm() {
  const { form, formProps } = useRequestForm<typeof AppraisalInputSchema>({
    validation,
    defaultValues: {
      make: '',
      model: '',
      description: '',
      contactName: '',
      contactPhone: '',
      contactEmail: '',
      marketingConsent: false,
      website: '',
    },
    path: '/api/appraisals',
    success: {
      title: 'Appraisal Request Submitted!',
      description:
        "We'll review your vehicle information and contact you within 24 hours with an offer.",
    },
    failure: 'Failed to submit appraisal request. Please try again.',
  });
  const { control } = form;

  return (
    <Form {...form}>
      <form noValidate aria-label="Vehicle appraisal request" {...formProps} className="grid gap-8">
        <FormSection title="Vehicle Information">
          <TextField
            control={control}
            name="make"
            label="Make"
            required
            placeholder="e.g. Toyota"
          />
          <TextField
            control={control}
            name="model"
            label="Model"
            required
            placeholder="e.g. Camry"
          />
          <YearField
            control={control}
            name="year"
            required
            placeholder={String(new Date().getFullYear() - 4)}
          />
          <NumberField
            control={control}
            name="mileage"
            label="Mileage (km)"
            required
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="e.g. 85000"
          />
          <SelectField
            control={control}
            name="condition"
            label="Condition"
            required
            placeholder="Select condition"
            options={CONDITION_CHOICES}
          />
          <MoneyField
            control={control}
            name="askingPrice"
            label="Asking Price (optional)"
            placeholder="e.g. 18500"
          />
          <TextareaField
            control={control}
            name="description"
            label="Additional Details"
            rows={4}
            placeholder="Trim, options, service history, accidents, anything we should know..."
            className="sm:col-span-2"
          />
        </FormSection>
        <FormSection title="Your Contact Information">
          <TextField
            control={control}
            name="contactName"
            label="Full Name"
            required
            autoComplete="name"
            className="sm:col-span-2"
          />
          <TextField
            control={control}
            name="contactPhone"
            label="Phone Number"
            required
            type="tel"
            autoComplete="tel"
            placeholder={PHONE_PLACEHOLDER}
          />
          <TextField
            control={control}
            name="contactEmail"
            label="Email Address"
            required
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
        </FormSection>
        <RequestFormEnd purpose="prepare your appraisal offer" variant="accent">
          Get My Free Appraisal
        </RequestFormEnd>
      </form>
    </Form>
  );
}
