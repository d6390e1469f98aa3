// react-hook-form bindings in the shadcn style: <Form> provides the form, <FormField> binds one
// field, and <FormLabel>/<FormControl>/<FormMessage> wire the label, aria-invalid and
// aria-describedby so the message under a field is read with it.
import * as Slot from 'radix-ui/slot';
import { createContext, useContext, useId, type ComponentProps } from 'react';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { cn } from '~/lib/cn';
import { Label } from './label';

export const Form = FormProvider;

const FieldNameContext = createContext<{ name: string } | null>(null);
const ItemIdContext = createContext<string | null>(null);

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FieldNameContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FieldNameContext.Provider>
  );
}

export function useFormField() {
  const field = useContext(FieldNameContext);
  const id = useContext(ItemIdContext);
  const { getFieldState } = useFormContext();
  if (!field || !id) throw new Error('useFormField must be used inside <FormField> and <FormItem>');
  const formState = useFormState({ name: field.name });
  const fieldState = getFieldState(field.name, formState);
  return {
    id,
    name: field.name,
    controlId: `${id}-control`,
    descriptionId: `${id}-description`,
    messageId: `${id}-message`,
    ...fieldState,
  };
}

export function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId();
  return (
    <ItemIdContext.Provider value={id}>
      <div data-slot="form-item" className={cn('grid content-start gap-2', className)} {...props} />
    </ItemIdContext.Provider>
  );
}

export function FormLabel({
  className,
  required,
  children,
  ...props
}: ComponentProps<typeof Label> & { required?: boolean }) {
  const { controlId, error } = useFormField();
  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      htmlFor={controlId}
      className={cn('data-[error=true]:text-destructive', className)}
      {...props}
    >
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      )}
    </Label>
  );
}

export function FormControl(props: ComponentProps<typeof Slot.Root>) {
  const { controlId, descriptionId, messageId, error } = useFormField();
  return (
    <Slot.Root
      data-slot="form-control"
      id={controlId}
      aria-describedby={error ? `${descriptionId} ${messageId}` : descriptionId}
      aria-invalid={!!error}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { descriptionId } = useFormField();
  return (
    <p
      data-slot="form-description"
      id={descriptionId}
      className={cn('text-xs text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The field's validation message (or `children` when there is none). */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const { error, messageId } = useFormField();
  const body = error ? String(error.message ?? '') : children;
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={messageId}
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {body}
    </p>
  );
}
