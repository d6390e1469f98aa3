// The one field kit of every form, public and admin (docs/ARCHITECTURE.md, "Forms"). A field
// is bound to a react-hook-form control by name; the form's values are the shared zod schema's
// input, so each field holds what the API takes (numbers as numbers) and the messages under the
// fields are the schema's. The shadcn bindings of ui/form.tsx give every control its label,
// aria-invalid and aria-describedby.
import { useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '~/components/ui/form';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';

export interface FieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** A line under the control, read with it (aria-describedby). */
  description?: ReactNode;
  className?: string;
}

/** The element a composite field's control goes in (label, aria-invalid, aria-describedby). */
export const FieldControl = FormControl;

type Binding<T extends FieldValues> = ControllerRenderProps<T, FieldPath<T>>;

/**
 * Label, control, description and message of one field; `children` renders the control. A
 * composite field (e.g. a text area inside tabs) sets `composite` and wraps its own control in
 * <FieldControl>, so the label and the messages still point at it.
 */
export function Field<T extends FieldValues, C, O, N extends FieldPath<T> = FieldPath<T>>({
  control,
  name,
  label,
  required,
  description,
  className,
  composite,
  children,
}: Omit<FieldProps<T, C, O>, 'name'> & {
  name: N;
  composite?: boolean;
  children: (field: ControllerRenderProps<T, N>) => ReactElement;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel required={required}>{label}</FormLabel>
          {composite ? children(field) : <FormControl>{children(field)}</FormControl>}
          {description !== undefined && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Schema inputs may be null or absent (optional texts); a control shows those as empty. */
const asText = (value: unknown): string =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'defaultValue' | 'required'>;

export function TextField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  required,
  description,
  className,
  onChange,
  ...inputProps
}: FieldProps<T, C, O> & InputProps) {
  return (
    <Field {...{ control, name, label, required, description, className }}>
      {({ value, ...field }) => (
        <Input
          aria-required={required || undefined}
          {...inputProps}
          {...field}
          value={asText(value)}
          onChange={(event) => {
            field.onChange(event);
            // After the form has the new value: e.g. a slug that follows its title.
            onChange?.(event);
          }}
        />
      )}
    </Field>
  );
}

/**
 * A blank input is no number (null: react-hook-form would put the default back for undefined);
 * anything else is parsed, so "abc" fails as "must be a number".
 */
export const parseNumberText = (text: string): number | null =>
  text.trim() === '' ? null : Number(text);

/**
 * A number the visitor types. The form value is the number (what the schema takes); the input
 * keeps the text as typed, so "12." or "-" can be typed on the way to a number.
 */
function NumberInput<T extends FieldValues>({
  field: { value, onChange, ...field },
  parse,
  ...inputProps
}: InputProps & { field: Binding<T>; parse: (text: string) => number | null }) {
  const [text, setText] = useState(() => asText(value));
  const [shown, setShown] = useState<unknown>(value);
  // A value set from outside (a reset, a loaded record) replaces the text.
  if (!Object.is(value, shown)) {
    setShown(value);
    if (!Object.is(parse(text), value)) setText(asText(value));
  }
  return (
    <Input
      {...inputProps}
      {...field}
      value={text}
      onChange={(event) => {
        const next = parse(event.target.value);
        setText(event.target.value);
        setShown(next);
        onChange(next);
      }}
    />
  );
}

export function NumberField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  required,
  description,
  className,
  parse = parseNumberText,
  ...inputProps
}: FieldProps<T, C, O> &
  InputProps & {
    /** How the typed text becomes the form's number (default: blank is null). */
    parse?: (text: string) => number | null;
  }) {
  return (
    <Field {...{ control, name, label, required, description, className }}>
      {(field) => (
        <NumberInput
          type="number"
          aria-required={required || undefined}
          {...inputProps}
          field={field}
          parse={parse}
        />
      )}
    </Field>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** The choices of a select from a list of values, labelled by `labels` where it has one. */
export function choicesOf(
  values: readonly string[],
  labels?: Readonly<Record<string, string>>,
): Choice[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}

/**
 * A native select (a phone shows its own picker). `placeholder` adds an empty first option,
 * which the schema refuses for a required field with its message.
 */
export function SelectField<T extends FieldValues, C, O>({
  placeholder,
  options,
  ...props
}: FieldProps<T, C, O> & { placeholder?: string; options: readonly Choice[] }) {
  return (
    <Field {...props}>
      {({ value, ...field }) => (
        <Select aria-required={props.required || undefined} {...field} value={asText(value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function TextareaField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  required,
  description,
  className,
  ...textareaProps
}: FieldProps<T, C, O> & Omit<ComponentProps<'textarea'>, 'name' | 'value' | 'required'>) {
  return (
    <Field {...{ control, name, label, required, description, className }}>
      {({ value, ...field }) => (
        <Textarea
          aria-required={required || undefined}
          {...textareaProps}
          {...field}
          value={asText(value)}
        />
      )}
    </Field>
  );
}
