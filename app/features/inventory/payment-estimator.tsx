// The car page's payment estimator (docs/product.md#payment-estimate): the figures are worked
// out in the browser, as the visitor types, by the same function as GET /api/payment-estimate.
import { Fragment, useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { Field, MoneyField, NumberField } from '~/components/form/fields';
import { lazySchemaResolver } from '~/components/form/lazy-resolver';
import { useSchemaForm } from '~/components/form/use-schema-form';
import { Form } from '~/components/ui/form';
import { Select } from '~/components/ui/select';
import { cn } from '~/lib/cn';
import { formatMoney } from '../../../common/format';
import {
  estimatePayment,
  type PaymentEstimate,
  type PaymentEstimateInput,
} from '../../../common/payment-estimate';
import {
  PAYMENT_TERM_MONTHS,
  type PaymentEstimateFormInput,
  type PaymentEstimateInputSchema,
} from '../../../common/schemas/payment-estimate';
import { PaymentDisclosure } from './car-payment';

// zod and the rules load after the page: the first figures come from the starting values.
const validation = lazySchemaResolver(() =>
  import('../../../common/schemas/payment-estimate').then((m) => m.PaymentEstimateInputSchema),
);

type Amount = Exclude<keyof PaymentEstimate, 'pstPercent'>;

// The figures shown, in order (each is also `estimate-{key}` for the tests).
const HEADLINE: { key: Amount; label: string; className: string }[] = [
  { key: 'monthly', label: 'Monthly', className: 'bg-brand-50 text-brand-900' },
  { key: 'biweekly', label: 'Bi-weekly', className: 'bg-slate-100 text-slate-900' },
];
const BREAKDOWN: { key: Amount; label: string | ((estimate: PaymentEstimate) => string) }[] = [
  { key: 'taxes', label: (estimate) => `Taxes (GST + PST ${estimate.pstPercent}%)` },
  { key: 'amountFinanced', label: 'Amount financed' },
  { key: 'totalInterest', label: 'Total cost of credit' },
  { key: 'totalObligation', label: 'Total obligation' },
];

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Values the estimate can be worked out from (the schema's messages say what is wrong). */
function complete(values: PaymentEstimateFormInput): values is PaymentEstimateInput {
  return Object.values(values).every(isNumber);
}

export function PaymentEstimator({ start }: { start: PaymentEstimateInput }) {
  const { zeroEmission, on, ...defaultValues } = start;
  const form = useSchemaForm<typeof PaymentEstimateInputSchema>({
    schema: validation.resolver,
    mode: 'onChange',
    defaultValues,
  });
  useEffect(() => validation.preloadWhenIdle(), []);
  const { control } = form;
  const values = useWatch({ control }) as PaymentEstimateFormInput;
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  const input = complete(values) && !hasErrors ? { ...values, zeroEmission, on } : null;
  const estimate = input && estimatePayment(input);

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Form {...form}>
        <form
          noValidate
          aria-label="Payment estimator"
          onSubmit={(event) => event.preventDefault()}
          onFocus={validation.preload}
          className="grid grid-cols-2 content-start gap-4"
        >
          <MoneyField
            control={control}
            name="price"
            label="Vehicle price ($)"
            className="col-span-2"
          />
          <MoneyField control={control} name="downPayment" label="Down payment ($)" />
          <MoneyField control={control} name="tradeIn" label="Trade-in value ($)" />
          <NumberField
            control={control}
            name="apr"
            label="APR (%)"
            inputMode="decimal"
            min={0}
            max={40}
            step={0.01}
          />
          <Field control={control} name="termMonths" label="Term">
            {({ value, onChange, ...field }) => (
              <Select
                {...field}
                value={String(value)}
                onChange={(event) => onChange(Number(event.target.value))}
              >
                {PAYMENT_TERM_MONTHS.map((months) => (
                  <option key={months} value={months}>
                    {months} months
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </form>
      </Form>

      <div aria-live="polite" className="grid content-start gap-4">
        {input && estimate ? (
          <>
            <dl className="grid grid-cols-2 gap-3">
              {HEADLINE.map(({ key, label, className }) => (
                <div key={key} className={cn('rounded-lg p-4', className)}>
                  <dt className="text-sm font-medium">{label}</dt>
                  <dd
                    className="mt-1 text-2xl font-bold sm:text-3xl"
                    data-testid={`estimate-${key}`}
                  >
                    {formatMoney(estimate[key])}
                  </dd>
                </div>
              ))}
            </dl>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
              {BREAKDOWN.map(({ key, label }) => (
                <Fragment key={key}>
                  <dt className="text-slate-600">
                    {typeof label === 'string' ? label : label(estimate)}
                  </dt>
                  <dd
                    className="text-right font-medium text-slate-900"
                    data-testid={`estimate-${key}`}
                  >
                    {formatMoney(estimate[key])}
                  </dd>
                </Fragment>
              ))}
            </dl>
            <PaymentDisclosure input={input} estimate={estimate} />
          </>
        ) : (
          <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
            Correct the highlighted fields to see your payment.
          </p>
        )}
      </div>
    </div>
  );
}
