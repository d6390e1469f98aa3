import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from '~/lib/form-errors';
import { toast } from '~/lib/use-toast';

interface RequestSubmission<TFields extends FieldValues, TOutput> {
  form: UseFormReturn<TFields, unknown, TOutput>;
  /** Sends the validated values to the API. */
  send: (values: TOutput) => Promise<unknown>;
  success: { title: string; description: string };
  /** Description of the destructive 'Error' toast (spec §8). */
  failure: string;
  onSubmitted?: () => void;
}

/**
 * The submit handler shared by the public forms (spec §4): success shows the toast and resets
 * the form; failure logs, shows the error toast and keeps what the visitor typed, with the
 * server's field messages (a 400's details) under the fields.
 */
export function requestSubmitHandler<TFields extends FieldValues, TOutput>({
  form,
  send,
  success,
  failure,
  onSubmitted,
}: RequestSubmission<TFields, TOutput>) {
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      console.error(failure, error);
      applyServerFieldErrors(
        error,
        form.setError,
        Object.keys(form.getValues()) as Path<TFields>[],
      );
      toast({ variant: 'destructive', title: 'Error', description: failure });
      return;
    }
    toast(success);
    form.reset();
    onSubmitted?.();
  });
}
