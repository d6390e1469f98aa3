// The one field kit of every form, public and admin (docs/ARCHITECTURE.md, "Forms"). A field
// is bound to a react-hook-form control by name; the form's values are the shared zod schema's
// input, so each field holds what the API takes (numbers as numbers) and the messages under the
// fields are the schema's. The shadcn bindings of ui/form.tsx give every control its label,
// aria-invalid and aria-describedby.
import {
  useState,
  type ChangeEvent,
  type ChangeEventHandler,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { MIN_VEHICLE_YEAR, maxVehicleYear } from '../../../common/constants';
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
import { cn } from '~/lib/cn';

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

/** A field's own props (for <Field>) apart from those of its control. */
function splitFieldProps<T extends FieldValues, C, O, P extends FieldProps<T, C, O>>(props: P) {
  const { control, name, label, required, description, className, ...control_props } = props;
  const shell: FieldProps<T, C, O> = { control, name, label, required, description, className };
  return [shell, control_props] as const;
}

/** Schema inputs may be null or absent (optional texts); a control shows those as empty. */
const asText = (value: unknown): string =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);

/**
 * What a text control takes from its binding: the value as text, aria-required, and the
 * form's onChange followed by the caller's (e.g. a slug that follows its title).
 */
function bindText<T extends FieldValues, E extends HTMLInputElement | HTMLTextAreaElement>(
  { value, onChange: setValue, ...field }: Binding<T>,
  required: boolean | undefined,
  onChange: ChangeEventHandler<E> | undefined,
) {
  return {
    'aria-required': required || undefined,
    ...field,
    value: asText(value),
    onChange: (event: ChangeEvent<E>) => {
      setValue(event);
      onChange?.(event);
    },
  };
}

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'defaultValue' | 'required'>;
type TextareaProps = Omit<ComponentProps<'textarea'>, 'name' | 'value' | 'required'>;

export function TextField<T extends FieldValues, C, O>(props: FieldProps<T, C, O> & InputProps) {
  const [shell, { onChange, ...inputProps }] = splitFieldProps<T, C, O, typeof props>(props);
  return (
    <Field {...shell}>
      {(field) => <Input {...inputProps} {...bindText(field, shell.required, onChange)} />}
    </Field>
  );
}

export function TextareaField<T extends FieldValues, C, O>(
  props: FieldProps<T, C, O> & TextareaProps,
) {
  const [shell, { onChange, ...textareaProps }] = splitFieldProps<T, C, O, typeof props>(props);
  return (
    <Field {...shell}>
      {(field) => <Textarea {...textareaProps} {...bindText(field, shell.required, onChange)} />}
    </Field>
  );
}

/**
 * A blank input is no number (null: react-hook-form would put the default back for undefined);
 * anything else is parsed, so "abc" fails as "must be a number".
 */
export const parseNumberText = (text: string): number | null =>
  text.trim() === '' ? null : Number(text);

/** The input attributes of an amount of money in dollars and cents. */
export const MONEY_INPUT = { inputMode: 'decimal', min: 0, step: 0.01 } as const;

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

export function NumberField<T extends FieldValues, C, O>(
  props: FieldProps<T, C, O> &
    InputProps & {
      /** How the typed text becomes the form's number (default: blank is null). */
      parse?: (text: string) => number | null;
    },
) {
  const [shell, { parse = parseNumberText, ...inputProps }] = splitFieldProps<
    T,
    C,
    O,
    typeof props
  >(props);
  return (
    <Field {...shell}>
      {(field) => (
        <NumberInput
          type="number"
          aria-required={shell.required || undefined}
          {...inputProps}
          field={field}
          parse={parse}
        />
      )}
    </Field>
  );
}

/** An amount of money in dollars and cents (no negatives). */
export function MoneyField<T extends FieldValues, C, O>(props: FieldProps<T, C, O> & InputProps) {
  return <NumberField {...MONEY_INPUT} {...props} />;
}

/** A vehicle's model year: a whole number from 1990 to next year (the schema's bounds). */
export function YearField<T extends FieldValues, C, O>(
  props: Omit<FieldProps<T, C, O>, 'label'> & { label?: string; placeholder?: string },
) {
  return (
    <NumberField
      label="Year"
      inputMode="numeric"
      min={MIN_VEHICLE_YEAR}
      // Read at render: the upper bound moves with the calendar.
      max={maxVehicleYear()}
      step={1}
      {...props}
    />
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
export function SelectField<T extends FieldValues, C, O>(
  props: FieldProps<T, C, O> & { placeholder?: string; options: readonly Choice[] },
) {
  const [shell, { placeholder, options }] = splitFieldProps<T, C, O, typeof props>(props);
  return (
    <Field {...shell}>
      {({ value, ...field }) => (
        <Select aria-required={shell.required || undefined} {...field} value={asText(value)}>
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

/**
 * A native checkbox with its label to the right (an opt-in such as marketing consent): the form
 * value is true or false. Native, so the public forms carry no extra script for it.
 */
export function CheckboxField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  description,
  className,
}: Omit<FieldProps<T, C, O>, 'required'>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <FormItem className={cn('flex flex-row items-start gap-3', className)}>
          <FormControl>
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
              {...field}
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
            />
          </FormControl>
          <div className="grid gap-1">
            <FormLabel className="leading-snug font-normal">{label}</FormLabel>
            {description !== undefined && <FormDescription>{description}</FormDescription>}
            <FormMessage />
          </div>
        </FormItem>
      )}
    />
  );
}
