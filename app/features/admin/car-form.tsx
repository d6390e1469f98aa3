// The vehicle form (docs/product.md#vehicle-form): add or edit a car. Its values are the shared
// car schema's input; rules and messages come from that schema.
import { useCallback, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  CAR_CONDITION_LABELS,
  CAR_CONDITIONS,
  CAR_MAKES,
  CAR_STATUS_LABELS,
  CAR_STATUSES,
  FUEL_TYPE_LABELS,
  FUEL_TYPES,
  MIN_VEHICLE_YEAR,
  TRANSMISSION_LABELS,
  TRANSMISSIONS,
} from '../../../common/constants';
import { maxVehicleYear } from '../../../common/schemas/fields';
import {
  CarInputSchema,
  carToInput,
  mileageFromText,
  newCarInput,
  type Car,
} from '../../../common/schemas/car';
import {
  choicesOf,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/form/fields';
import { SwitchField } from '~/components/form/switch-field';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useSchemaForm } from '~/components/form/use-schema-form';
import { Card } from '~/components/ui/card';
import { Form } from '~/components/ui/form';
import { apiSend } from '~/lib/api-client';
import { CarPhotosField } from './car-photos-field';
import { EditorActions, EditorHeader } from './editor-form-parts';

const MAKE_CHOICES = choicesOf(CAR_MAKES);
const CONDITION_CHOICES = choicesOf(CAR_CONDITIONS, CAR_CONDITION_LABELS);
const TRANSMISSION_CHOICES = choicesOf(TRANSMISSIONS, TRANSMISSION_LABELS);
const FUEL_TYPE_CHOICES = choicesOf(FUEL_TYPES, FUEL_TYPE_LABELS);
const STATUS_CHOICES = choicesOf(CAR_STATUSES, CAR_STATUS_LABELS);

function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-5 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <legend className="sr-only">{title}</legend>
      <div aria-hidden="true">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </fieldset>
  );
}

const money = { inputMode: 'decimal', min: 0, step: 0.01 } as const;

export function CarForm({ car }: { car?: Car }) {
  const navigate = useNavigate();
  const editing = car !== undefined;
  const form = useSchemaForm({
    schema: CarInputSchema,
    defaultValues: car ? carToInput(car) : newCarInput(),
  });
  const { control, setValue, getValues } = form;
  const photos = useWatch({ control, name: 'photos' }) ?? [];
  const photosError = form.formState.errors.photos?.message;
  const changePhotos = useCallback(
    (update: (current: string[]) => string[]) =>
      setValue('photos', update(getValues('photos') ?? []), { shouldDirty: true }),
    [setValue, getValues],
  );
  const onSubmit = useFormSubmit(form, {
    send: (input) =>
      car
        ? apiSend('PUT', `/api/cars/${car.id}`, input, {
            headers: { 'If-Match': `"v${car.version}"` },
          })
        : apiSend('POST', '/api/cars', input),
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

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <EditorHeader title={editing ? 'Edit Vehicle' : 'Add New Vehicle'} />
      <Card className="p-5 sm:p-8">
        <Form {...form}>
          <form
            noValidate
            autoComplete="off"
            className="grid gap-8"
            aria-label={editing ? 'Edit Vehicle' : 'Add New Vehicle'}
            onSubmit={onSubmit}
          >
            <FormSection title="Vehicle">
              <div className="grid gap-5 min-[700px]:grid-cols-3">
                <NumberField
                  control={control}
                  name="year"
                  label="Year"
                  required
                  inputMode="numeric"
                  min={MIN_VEHICLE_YEAR}
                  max={maxVehicleYear()}
                  step={1}
                />
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
              <div className="grid gap-5 min-[700px]:grid-cols-2">
                <TextField control={control} name="trim" label="Trim" placeholder="e.g. EX-L" />
                <NumberField control={control} name="price" label="Price" required {...money} />
              </div>
            </FormSection>

            <FormSection
              title="Discount"
              description="Optional. With both prices set, the car shows the discounted price and the percentage saved."
            >
              <div className="grid gap-5 min-[700px]:grid-cols-2">
                <NumberField
                  control={control}
                  name="originalPrice"
                  label="Original Price"
                  {...money}
                />
                <NumberField
                  control={control}
                  name="discountedPrice"
                  label="Discounted Price"
                  {...money}
                />
              </div>
            </FormSection>

            <FormSection title="Details">
              <div className="grid gap-5 min-[700px]:grid-cols-2">
                <NumberField
                  control={control}
                  name="mileage"
                  label="Mileage (km)"
                  required
                  type="text"
                  inputMode="numeric"
                  parse={mileageFromText}
                />
                <SelectField
                  control={control}
                  name="condition"
                  label="Condition"
                  options={CONDITION_CHOICES}
                  required
                />
                <SelectField
                  control={control}
                  name="transmission"
                  label="Transmission"
                  options={TRANSMISSION_CHOICES}
                  required
                />
                <SelectField
                  control={control}
                  name="fuelType"
                  label="Fuel Type"
                  options={FUEL_TYPE_CHOICES}
                  required
                />
                <TextField
                  control={control}
                  name="location"
                  label="Location"
                  placeholder="e.g. Richmond, BC"
                />
                <TextField control={control} name="vin" label="VIN" placeholder="17 characters" />
              </div>
            </FormSection>

            <FormSection title="Listing">
              <div className="grid gap-5 min-[700px]:grid-cols-2 min-[700px]:items-end">
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

            <EditorActions
              submitting={form.formState.isSubmitting}
              submitLabel={editing ? 'Update Vehicle' : 'Create Vehicle'}
            />
          </form>
        </Form>
      </Card>
    </div>
  );
}
