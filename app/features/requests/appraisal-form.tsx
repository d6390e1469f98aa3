import { useForm } from 'react-hook-form';
import { HoneypotField } from '~/components/honeypot-field';
import { Form } from '~/components/ui/form';
import { apiSend } from '~/lib/api-client';
import { APPRAISAL_CONDITIONS, MIN_VEHICLE_YEAR } from '../../../common/constants';
import type { AppraisalInput } from '../../../common/schemas/requests';
import { lazyResolver } from './lazy-resolver';
import {
  PHONE_PLACEHOLDER,
  SelectField,
  TextareaField,
  TextField,
  type AppraisalFields,
  SubmitButton,
} from './request-fields';
import { requestSubmitHandler } from './request-submit-handler';

const validation = lazyResolver(() =>
  import('./request-validation').then((m) => m.validateAppraisal),
);

const CONDITION_OPTIONS = APPRAISAL_CONDITIONS.map((condition) => ({
  value: condition,
  label: condition.charAt(0).toUpperCase() + condition.slice(1),
}));

const EMPTY_APPRAISAL: AppraisalFields = {
  make: '',
  model: '',
  year: '',
  mileage: '',
  condition: '',
  askingPrice: '',
  description: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  website: '',
};

function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The sell-your-car appraisal request (spec §3, §5): POST /api/appraisals. */
export function AppraisalForm() {
  const form = useForm<AppraisalFields, unknown, AppraisalInput>({
    resolver: validation.resolver,
    defaultValues: EMPTY_APPRAISAL,
  });
  const onSubmit = requestSubmitHandler({
    form,
    send: (values) => apiSend('POST', '/api/appraisals', values),
    success: {
      title: 'Appraisal Request Submitted!',
      description:
        "We'll review your vehicle information and contact you within 24 hours with an offer.",
    },
    failure: 'Failed to submit appraisal request. Please try again.',
  });
  const { control, formState } = form;
  // Read at render: the upper bound moves with the calendar (current year + 1).
  const maxYear = new Date().getFullYear() + 1;

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="Vehicle appraisal request"
        onSubmit={onSubmit}
        onFocus={validation.preload}
        onPointerEnter={validation.preload}
        className="grid gap-8"
      >
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
          <TextField
            control={control}
            name="year"
            label="Year"
            required
            type="number"
            inputMode="numeric"
            min={MIN_VEHICLE_YEAR}
            max={maxYear}
            step={1}
            placeholder={String(maxYear - 5)}
          />
          <TextField
            control={control}
            name="mileage"
            label="Mileage (km)"
            required
            type="number"
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
            options={CONDITION_OPTIONS}
          />
          <TextField
            control={control}
            name="askingPrice"
            label="Asking Price (optional)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
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
        <HoneypotField {...form.register('website')} />
        <SubmitButton pending={formState.isSubmitting} variant="accent">
          Get My Free Appraisal
        </SubmitButton>
      </form>
    </Form>
  );
}
