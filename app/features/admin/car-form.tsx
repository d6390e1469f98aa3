// The vehicle form (spec §2, §3, §5, §8): add or edit a car. Rules and messages come from the
// shared car schema; the fields hold text and car-form-values.ts turns them into its input.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
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
import { CarInputSchema, type Car, type CarInput } from '../../../common/schemas/car';
import { Card } from '~/components/ui/card';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '~/components/ui/form';
import { Input } from '~/components/ui/input';
import { apiSend } from '~/lib/api-client';
import { applyServerFieldErrors } from '~/lib/form-errors';
import { toast } from '~/lib/use-toast';
import { CarPhotosField } from './car-photos-field';
import {
  EditorActions,
  EditorHeader,
  SelectField,
  SwitchField,
  TextareaField,
} from './editor-form-parts';
import {
  CAR_FORM_FIELD_NAMES,
  carFormFields,
  newCarFormFields,
  toCarInput,
  type CarFormFields,
} from './car-form-values';

const schemaResolver = zodResolver(CarInputSchema);

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

type TextFieldName = Exclude<
  keyof CarFormFields,
  'featured' | 'condition' | 'transmission' | 'fuelType' | 'status'
>;

export function CarForm({ car }: { car?: Car }) {
  const navigate = useNavigate();
  const editing = car !== undefined;
  const [photos, setPhotos] = useState<string[]>(car?.photos ?? []);
  // The resolver reads the photo list of the moment (it is not a form field, spec §5).
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);

  const resolver = useCallback<Resolver<CarFormFields, unknown, CarInput>>(
    (values, context, options) =>
      schemaResolver(
        toCarInput(values, photosRef.current),
        context,
        options as never,
      ) as ReturnType<Resolver<CarFormFields, unknown, CarInput>>,
    [],
  );
  const form = useForm<CarFormFields, unknown, CarInput>({
    resolver,
    defaultValues: car ? carFormFields(car) : newCarFormFields(),
  });
  const { isSubmitting, errors } = form.formState;
  const photosError =
    (errors as Record<string, { message?: string } | undefined>)['photos']?.message ?? undefined;

  const changePhotos = useCallback((update: (current: string[]) => string[]) => {
    setPhotos((current) => update(current));
  }, []);

  async function onSubmit(input: CarInput) {
    try {
      if (car) {
        await apiSend('PUT', `/api/cars/${car.id}`, input, {
          headers: { 'If-Match': `"v${car.version}"` },
        });
      } else {
        await apiSend('POST', '/api/cars', input);
      }
    } catch (error) {
      applyServerFieldErrors(error, form.setError, CAR_FORM_FIELD_NAMES);
      toast({
        variant: 'destructive',
        title: 'Error',
        description: editing
          ? 'Failed to update car. Please try again.'
          : 'Failed to create car. Please try again.',
      });
      return;
    }
    toast({
      title: 'Success',
      description: editing ? 'Car updated successfully!' : 'Car created successfully!',
    });
    await navigate('/admin');
  }

  const textField = (
    name: TextFieldName,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      inputMode?: 'numeric' | 'decimal' | 'text';
      step?: string;
      min?: number;
      max?: number;
      placeholder?: string;
      description?: string;
      autoComplete?: string;
    } = {},
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel required={options.required}>{label}</FormLabel>
          <FormControl>
            <Input
              type={options.type ?? 'text'}
              inputMode={options.inputMode}
              step={options.step}
              min={options.min}
              max={options.max}
              placeholder={options.placeholder}
              autoComplete={options.autoComplete ?? 'off'}
              {...field}
            />
          </FormControl>
          {options.description && <FormDescription>{options.description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );

  // The §4 lists: every one required, shown with its label.
  const choiceField = (
    name: 'condition' | 'transmission' | 'fuelType' | 'status',
    label: string,
    values: readonly string[],
    labels: Readonly<Record<string, string>>,
  ) => (
    <SelectField
      control={form.control}
      name={name}
      label={label}
      values={values}
      labels={labels}
      required
    />
  );

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <EditorHeader title={editing ? 'Edit Vehicle' : 'Add New Vehicle'} />
      <Card className="p-5 sm:p-8">
        <Form {...form}>
          <form
            noValidate
            className="grid gap-8"
            aria-label={editing ? 'Edit Vehicle' : 'Add New Vehicle'}
            onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
          >
            <FormSection title="Vehicle">
              <div className="grid gap-5 min-[700px]:grid-cols-3">
                {textField('year', 'Year', {
                  required: true,
                  type: 'number',
                  inputMode: 'numeric',
                  min: MIN_VEHICLE_YEAR,
                  max: maxVehicleYear(),
                  step: '1',
                })}
                <SelectField
                  control={form.control}
                  name="make"
                  label="Make"
                  values={CAR_MAKES}
                  placeholder="Select make"
                  required
                />
                {textField('model', 'Model', { required: true, placeholder: 'e.g. Civic' })}
              </div>
              <div className="grid gap-5 min-[700px]:grid-cols-2">
                {textField('trim', 'Trim', { placeholder: 'e.g. EX-L' })}
                {textField('price', 'Price', {
                  required: true,
                  type: 'number',
                  inputMode: 'decimal',
                  min: 0,
                  step: '0.01',
                })}
              </div>
            </FormSection>

            <FormSection
              title="Discount"
              description="Optional. With both prices set, the car shows the discounted price and the percentage saved."
            >
              <div className="grid gap-5 min-[700px]:grid-cols-2">
                {textField('originalPrice', 'Original Price', {
                  type: 'number',
                  inputMode: 'decimal',
                  min: 0,
                  step: '0.01',
                })}
                {textField('discountedPrice', 'Discounted Price', {
                  type: 'number',
                  inputMode: 'decimal',
                  min: 0,
                  step: '0.01',
                })}
              </div>
            </FormSection>

            <FormSection title="Details">
              <div className="grid gap-5 min-[700px]:grid-cols-2">
                {textField('mileage', 'Mileage (km)', {
                  required: true,
                  inputMode: 'numeric',
                })}
                {choiceField('condition', 'Condition', CAR_CONDITIONS, CAR_CONDITION_LABELS)}
                {choiceField('transmission', 'Transmission', TRANSMISSIONS, TRANSMISSION_LABELS)}
                {choiceField('fuelType', 'Fuel Type', FUEL_TYPES, FUEL_TYPE_LABELS)}
                {textField('location', 'Location', { placeholder: 'e.g. Richmond, BC' })}
                {textField('vin', 'VIN', { placeholder: '17 characters' })}
              </div>
            </FormSection>

            <FormSection title="Listing">
              <div className="grid gap-5 min-[700px]:grid-cols-2 min-[700px]:items-end">
                {choiceField('status', 'Status', CAR_STATUSES, CAR_STATUS_LABELS)}
                <SwitchField
                  control={form.control}
                  name="featured"
                  label="Featured vehicle"
                  className="h-10"
                />
              </div>
              <TextareaField
                control={form.control}
                name="description"
                label="Description"
                rows={6}
              />
            </FormSection>

            <FormSection title="Car Photos">
              <CarPhotosField photos={photos} onChange={changePhotos} error={photosError} />
            </FormSection>

            <EditorActions
              submitting={isSubmitting}
              submitLabel={editing ? 'Update Vehicle' : 'Create Vehicle'}
            />
          </form>
        </Form>
      </Card>
    </div>
  );
}
