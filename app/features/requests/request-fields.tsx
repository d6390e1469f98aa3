// Labelled fields of the public request forms. The shadcn form bindings give each control its
// label, aria-invalid and aria-describedby, and the message under it.
import type { ComponentProps } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '~/components/ui/form';
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

export function TextField<T extends FieldValues, O>({
  control,
  name,
  label,
  required,
  className,
  ...inputProps
}: FieldProps<T, O> & Omit<ComponentProps<'input'>, 'name'>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel required={required}>{label}</FormLabel>
          <FormControl>
            <Input aria-required={required || undefined} {...inputProps} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function SelectField<T extends FieldValues, O>({
  control,
  name,
  label,
  required,
  className,
  placeholder,
  options,
}: FieldProps<T, O> & {
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel required={required}>{label}</FormLabel>
          <FormControl>
            <Select aria-required={required || undefined} {...field}>
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
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
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel required={required}>{label}</FormLabel>
          <FormControl>
            <Textarea aria-required={required || undefined} {...textareaProps} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
