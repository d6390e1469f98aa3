// Labelled fields of the public request forms. The shadcn form bindings give each control its
// label, aria-invalid and aria-describedby, and the message under it.
import type { ComponentProps, ReactElement } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '~/components/ui/form';
import { Button, type ButtonProps } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';

/** What the visitor types, as text; the shared schemas turn it into the API payload. */
export interface PersonFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  /** Honeypot (HoneypotField): stays empty for people. */
  website: string;
}

export interface ContactFields extends PersonFields {
  interest: string;
}

export type TestDriveFields = PersonFields;

export interface AppraisalFields {
  make: string;
  model: string;
  year: string;
  mileage: string;
  condition: string;
  askingPrice: string;
  description: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  website: string;
}

export const EMPTY_PERSON: PersonFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  website: '',
};

/** Placeholder of every phone field: a local Richmond number. */
export const PHONE_PLACEHOLDER = '(604) 555-1234';

interface FieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  className?: string;
}

/** Label, control and message of one field; `children` renders the control from its binding. */
function BoundField<T extends FieldValues, O>({
  control,
  name,
  label,
  required,
  className,
  children,
}: FieldProps<T, O> & {
  children: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactElement;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel required={required}>{label}</FormLabel>
          <FormControl>{children(field)}</FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function TextField<T extends FieldValues, O>({
  control,
  name,
  label,
  required,
  className,
  ...inputProps
}: FieldProps<T, O> & Omit<ComponentProps<'input'>, 'name'>) {
  return (
    <BoundField {...{ control, name, label, required, className }}>
      {(field) => <Input aria-required={required || undefined} {...inputProps} {...field} />}
    </BoundField>
  );
}

export function SelectField<T extends FieldValues, O>({
  placeholder,
  options,
  ...props
}: FieldProps<T, O> & {
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <BoundField {...props}>
      {(field) => (
        <Select aria-required={props.required || undefined} {...field}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </BoundField>
  );
}

export function TextareaField<T extends FieldValues, O>({
  control,
  name,
  label,
  required,
  className,
  ...textareaProps
}: FieldProps<T, O> & Omit<ComponentProps<'textarea'>, 'name'>) {
  return (
    <BoundField {...{ control, name, label, required, className }}>
      {(field) => <Textarea aria-required={required || undefined} {...textareaProps} {...field} />}
    </BoundField>
  );
}

/** Who is asking: the name, email and phone fields of the contact and test-drive forms. */
export function PersonFieldInputs<T extends PersonFields, O>({
  control,
}: {
  control: Control<T, unknown, O>;
}) {
  // The same four names exist on every PersonFields form.
  const c = control as unknown as Control<PersonFields, unknown, O>;
  return (
    <>
      <TextField
        control={c}
        name="firstName"
        label="First Name"
        required
        autoComplete="given-name"
      />
      <TextField
        control={c}
        name="lastName"
        label="Last Name"
        required
        autoComplete="family-name"
      />
      <TextField
        control={c}
        name="email"
        label="Email Address"
        required
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <TextField
        control={c}
        name="phone"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        placeholder={PHONE_PLACEHOLDER}
      />
    </>
  );
}

/** The send button of a request form: 'Sending...' and disabled while the request is pending. */
export function SubmitButton({
  pending,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'disabled'> & { pending: boolean }) {
  return (
    <Button type="submit" size="lg" disabled={pending} {...props}>
      {pending ? 'Sending...' : children}
    </Button>
  );
}
