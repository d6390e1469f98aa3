// The vehicle form (docs/product.md#vehicle-form): add or edit a car. Its values are the shared
// car schema's input; rules and messages come from that schema.
import { useCallback, useEffect, useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  CAR_CONDITION_LABELS,
  CAR_CONDITIONS,
  CAR_MAKES,
  CAR_STATUS_LABELS,
  CAR_STATUSES,
  DISCLOSURE_ANSWER_LABELS,
  DISCLOSURE_ANSWERS,
  DISCLOSURES,
  DRIVETRAIN_LABELS,
  DRIVETRAINS,
  FUEL_TYPE_LABELS,
  MAX_DOORS,
  MAX_SEATS,
  FUEL_TYPES,
  TRANSMISSION_LABELS,
  TRANSMISSIONS,
} from '../../../common/constants';
import { allInPrice, DEALER_FEES_TOTAL, formatMoney } from '../../../common/format';
import { SITE } from '../../../common/site';
import {
  CarInputSchema,
  carCopyInput,
  carToInput,
  mileageFromText,
  newCarInput,
  type Car,
  type CarInput,
  type PriceChange,
} from '../../../common/schemas/car';
import {
  choicesOf,
  MoneyField,
  NumberField,
  YearField,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/form/fields';
import { SwitchField } from '~/components/form/switch-field';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useSchemaForm } from '~/components/form/use-schema-form';
import { apiSend } from '~/lib/api-client';
import { cn } from '~/lib/cn';
import { useRootData } from '~/lib/root-data';
import { CarPhotosField } from './car-photos-field';
import { EditorForm } from './editor-form-parts';
import { FeaturesField } from './features-field';
import { PriceHistory } from './price-history';
import { useVinDecode, VinDecodePanel } from './vin-decode';

const MAKE_CHOICES = choicesOf(CAR_MAKES);
// Every one required, shown with its label.
const DETAIL_CHOICES = [
  {
    name: 'condition',
    label: 'Condition',
    options: choicesOf(CAR_CONDITIONS, CAR_CONDITION_LABELS),
  },
  {
    name: 'transmission',
    label: 'Transmission',
    options: choicesOf(TRANSMISSIONS, TRANSMISSION_LABELS),
  },
  { name: 'fuelType', label: 'Fuel Type', options: choicesOf(FUEL_TYPES, FUEL_TYPE_LABELS) },
] as const;
const STATUS_CHOICES = choicesOf(CAR_STATUSES, CAR_STATUS_LABELS);
const BODY_TYPE_CHOICES = choicesOf(BODY_TYPES, BODY_TYPE_LABELS);
const DRIVETRAIN_CHOICES = choicesOf(DRIVETRAINS, DRIVETRAIN_LABELS);
const NOT_GIVEN = 'Not specified';
const DISCLOSURE_CHOICES = choicesOf(DISCLOSURE_ANSWERS, DISCLOSURE_ANSWER_LABELS);
const FEES_TEXT = SITE.fees
  .map((fee) => `${fee.label.toLowerCase()} ${formatMoney(fee.amount)}`)
  .join(', ');

/** What shoppers will see for the prices typed so far (docs/product.md#price-display). */
function AllInPriceNote({
  control,
}: {
  control: ReturnType<typeof useSchemaForm<typeof CarInputSchema>>['control'];
}) {
  const [price, discountedPrice] = useWatch({ control, name: ['price', 'discountedPrice'] });
  const shown = allInPrice({
    price: Number(price) || 0,
    originalPrice: null,
    discountedPrice: discountedPrice == null ? null : Number(discountedPrice) || 0,
  });
  return (
    <p className="text-sm text-slate-600" data-testid="all-in-price">
      Advertised all-in: <span className="font-semibold text-slate-900">{formatMoney(shown)}</span>{' '}
      (with the {FEES_TEXT}; plus GST and PST).
    </p>
  );
}

// Fields side by side from 700 px.
const TWO_COLUMNS = 'grid gap-5 min-[700px]:grid-cols-2';
// A disclosure's question often takes two lines: spaced to be read, and side by side a question
// of one line sits on its control like one of two, so the controls of a row line up.
const DISCLOSURE_QUESTION =
  '[&>label]:leading-snug min-[700px]:[&>label]:flex min-[700px]:[&>label]:min-h-[2lh] min-[700px]:[&>label]:items-end';

/** A titled group of fields; `columns`: all of them in two columns. */
function FormSection({
  title,
  description,
  columns = false,
  children,
}: {
  title: string;
  description?: string;
  columns?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-5 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <legend className="sr-only">{title}</legend>
      <div aria-hidden="true">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </div>
      {columns ? <div className={TWO_COLUMNS}>{children}</div> : children}
    </fieldset>
  );
}

const count = (max: number) => ({ inputMode: 'numeric', min: 1, max, step: 1 }) as const;

/** An empty original or discounted price is sent as absent (the API stores none for both). */
function withoutEmptyDiscount({ originalPrice, discountedPrice, ...input }: CarInput) {
  return {
    ...input,
    ...(originalPrice != null && { originalPrice }),
    ...(discountedPrice != null && { discountedPrice }),
  };
}

/**
 * `car`: edit it (with its price history). `copyOf`: a new car filled in from that one
 * (docs/product.md#admin-inventory, "Duplicate as New Car"). Neither: a new, empty car.
 */
export function CarForm({
  car,
  copyOf,
  priceHistory = [],
}: {
  car?: Car;
  copyOf?: Car;
  priceHistory?: PriceChange[];
}) {
  const navigate = useNavigate();
  // The server's date: the browser's time-zone data may put the lot's day an hour apart.
  const { today } = useRootData();
  const editing = car !== undefined;
  const form = useSchemaForm({
    schema: CarInputSchema,
    defaultValues: car ? carToInput(car) : copyOf ? carCopyInput(copyOf) : newCarInput(),
  });
  const { control, setValue, getValues } = form;
  const photos = useWatch({ control, name: 'photos' }) ?? [];
  const photosError = form.formState.errors.photos?.message;
  const changePhotos = useCallback(
    (update: (current: string[]) => string[]) =>
      setValue('photos', update(getValues('photos') ?? []), { shouldDirty: true }),
    [setValue, getValues],
  );
  const features = useWatch({ control, name: 'features' }) ?? [];
  const featureErrors = form.formState.errors.features;
  const featuresError =
    featureErrors?.message ??
    (Array.isArray(featureErrors) ? featureErrors.find(Boolean)?.message : undefined);
  const changeFeatures = useCallback(
    (next: string[]) =>
      setValue('features', next, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
    [setValue, form.formState.isSubmitted],
  );
  const [damaged, imported] = useWatch({ control, name: ['damageOver2000', 'fromOutsideBc'] });
  // The amount and the origin belong to a "yes": another answer takes them away.
  useEffect(() => {
    if (damaged !== 'yes' && getValues('damageAmount') != null) setValue('damageAmount', null);
    if (imported !== 'yes' && getValues('importedFrom')) setValue('importedFrom', null);
  }, [damaged, imported, getValues, setValue]);
  const vinPanelId = useId();
  const vin = useVinDecode(form, editing);
  const onSubmit = useFormSubmit(form, {
    send: (input) =>
      car
        ? apiSend('PUT', `/api/cars/${car.id}`, withoutEmptyDiscount(input), {
            headers: { 'If-Match': `"v${car.version}"` },
          })
        : apiSend('POST', '/api/cars', withoutEmptyDiscount(input)),
    success: {
      title: 'Success',
      description: editing ? 'Car updated successfully!' : 'Car created successfully!',
    },
    failure: editing
      ? 'Failed to update car. Please try again.'
      : 'Failed to create car. Please try again.',
    revalidate: false,
    onSuccess: () => navigate('/admin'),
  });

  const title = editing ? 'Edit Vehicle' : 'Add New Vehicle';
  return (
    <EditorForm
      title={title}
      form={form}
      onSubmit={onSubmit}
      submitLabel={editing ? 'Update Vehicle' : 'Create Vehicle'}
      className="gap-8"
    >
      {copyOf && !editing && (
        <p className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-800">
          A copy of the {copyOf.year} {copyOf.make} {copyOf.model} {copyOf.stockNumber}. Add this
          car&apos;s VIN, stock number and photos.
        </p>
      )}
      <FormSection title="Vehicle">
        <div className="grid gap-5 min-[700px]:grid-cols-3">
          <YearField control={control} name="year" required />
          <SelectField
            control={control}
            name="make"
            label="Make"
            options={MAKE_CHOICES}
            placeholder="Select make"
            required
          />
          <TextField
            control={control}
            name="model"
            label="Model"
            required
            placeholder="e.g. Civic"
          />
        </div>
        <div className={TWO_COLUMNS}>
          <TextField control={control} name="trim" label="Trim" placeholder="e.g. EX-L" />
          <MoneyField control={control} name="price" label="Price" required />
        </div>
        {DEALER_FEES_TOTAL > 0 && <AllInPriceNote control={control} />}
      </FormSection>

      <FormSection
        title="Discount"
        description="Optional. With both prices set, the car shows the discounted price and the percentage saved."
        columns
      >
        <MoneyField control={control} name="originalPrice" label="Original Price" />
        <MoneyField control={control} name="discountedPrice" label="Discounted Price" />
      </FormSection>
      <PriceHistory history={priceHistory} />

      <FormSection title="Details" columns>
        <NumberField
          control={control}
          name="mileage"
          label="Mileage (km)"
          required
          type="text"
          inputMode="numeric"
          parse={mileageFromText}
        />
        {DETAIL_CHOICES.map((choice) => (
          <SelectField key={choice.name} control={control} required {...choice} />
        ))}
        <TextField
          control={control}
          name="location"
          label="Location"
          placeholder="e.g. Richmond, BC"
        />
        <div className="grid content-start">
          <TextField control={control} name="vin" label="VIN" placeholder="17 characters" />
          <VinDecodePanel
            id={vinPanelId}
            decoded={vin.decoded}
            canApply={vin.canApply}
            onApply={vin.apply}
            applyLabel={vin.applyLabel}
          />
        </div>
      </FormSection>

      <FormSection
        title="Specifications"
        description="Optional. Shown on the vehicle page and to search engines."
        columns
      >
        <SelectField
          control={control}
          name="bodyType"
          label="Body Type"
          options={BODY_TYPE_CHOICES}
          placeholder={NOT_GIVEN}
        />
        <SelectField
          control={control}
          name="drivetrain"
          label="Drivetrain"
          options={DRIVETRAIN_CHOICES}
          placeholder={NOT_GIVEN}
        />
        <TextField
          control={control}
          name="engine"
          label="Engine"
          placeholder="e.g. 2.0L 4-cylinder turbo"
        />
        <div className="grid grid-cols-2 gap-5">
          <NumberField control={control} name="doors" label="Doors" {...count(MAX_DOORS)} />
          <NumberField control={control} name="seats" label="Seats" {...count(MAX_SEATS)} />
        </div>
        <TextField
          control={control}
          name="exteriorColour"
          label="Exterior Colour"
          placeholder="e.g. Lunar Silver Metallic"
        />
        <TextField
          control={control}
          name="interiorColour"
          label="Interior Colour"
          placeholder="e.g. Black leather"
        />
      </FormSection>

      <FormSection
        title="Disclosures"
        description="BC law: tell the buyer about these. Unknown is an answer; a car can't be available until each is answered."
        columns
      >
        {DISCLOSURES.map((disclosure) => (
          <SelectField
            key={disclosure.field}
            control={control}
            name={disclosure.field}
            label={disclosure.question}
            options={DISCLOSURE_CHOICES}
            placeholder="Not answered"
            className={DISCLOSURE_QUESTION}
          />
        ))}
        {damaged === 'yes' && (
          <MoneyField control={control} name="damageAmount" label="Cost of the damage (if known)" />
        )}
        {imported === 'yes' && (
          <TextField
            control={control}
            name="importedFrom"
            label="Brought in from"
            placeholder="e.g. Alberta"
          />
        )}
      </FormSection>

      <FormSection title="Features" description="Equipment a shopper looks for, one per entry.">
        <FeaturesField features={features} onChange={changeFeatures} error={featuresError} />
      </FormSection>

      <FormSection title="Listing">
        <div className={TWO_COLUMNS}>
          <TextField
            control={control}
            name="stockNumber"
            label="Stock Number"
            placeholder={editing ? undefined : 'e.g. U2318'}
            description={
              editing
                ? 'Your own number for this car; left empty, it stays as it is.'
                : "Your own number for this car; left empty, it gets FC- and the car's number (FC-000123)."
            }
          />
          <TextField
            control={control}
            name="inStockSince"
            label="In Stock Since"
            type="date"
            max={today}
            description={editing ? undefined : 'Left empty: today.'}
          />
        </div>
        <div className={cn(TWO_COLUMNS, 'min-[700px]:items-end')}>
          <SelectField
            control={control}
            name="status"
            label="Status"
            options={STATUS_CHOICES}
            required
          />
          <SwitchField
            control={control}
            name="featured"
            label="Featured vehicle"
            className="h-10"
          />
        </div>
        <TextareaField control={control} name="description" label="Description" rows={6} />
      </FormSection>

      <FormSection title="Car Photos">
        <CarPhotosField photos={photos} onChange={changePhotos} error={photosError} />
      </FormSection>
    </EditorForm>
  );
}
