import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useMutation, type Mutation } from '~/lib/use-mutation';
import { applyServerFieldErrors } from './server-errors';

export interface FormSubmission<TOutput, T> extends Omit<Mutation<T>, 'run' | 'onError'> {
  /** Sends the validated values (the schema's output) to the API. */
  send: (values: TOutput) => Promise<T>;
}

/** Marks a submit that failed, so react-hook-form does not count it as successful. */
class SubmitFailed extends Error {}

/**
 * The submit handler of a form: validate with the form's schema, send, then the mutation flow
 * (toasts, revalidation). A failed send keeps what was typed and puts the server's field
 * messages (a 400's or 409's details) under the fields.
 */
export function useFormSubmit<TFields extends FieldValues, C, TOutput, T>(
  form: UseFormReturn<TFields, C, TOutput>,
  { send, ...mutation }: FormSubmission<TOutput, T>,
) {
  const { mutate } = useMutation();
  const submit = form.handleSubmit(async (values) => {
    const result = await mutate({
      ...mutation,
      run: () => send(values),
      onError: (error) =>
        applyServerFieldErrors(error, form.setError, Object.keys(form.getValues())),
    });
    if (!result.ok) throw new SubmitFailed();
  });
  return (event?: BaseSyntheticEvent) =>
    void submit(event).catch((error: unknown) => {
      if (!(error instanceof SubmitFailed)) throw error;
    });
}
