// The one mutation flow of the app (docs/ARCHITECTURE.md, "Forms"): send a change to the API,
// say how it went in a toast (docs/product.md#toasts), reload the page data on success.
// Forms use it through useFormSubmit, which adds the server's field messages.
import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { showErrorToast, showToast, type Notice } from './toast';

export interface Mutation<T> {
  run: () => Promise<T>;
  /** The success toast; none when absent. */
  success?: Notice | ((value: T) => Notice);
  /** The failure toast: a description under the title 'Error', a whole notice, or one per error. */
  failure: string | Notice | ((error: unknown) => Notice | string);
  /** Reload the loaders' data after a success (default true). */
  revalidate?: boolean;
  onSuccess?: (value: T) => void | Promise<void>;
  onError?: (error: unknown) => void;
  /** Also log a failure to the browser console (the public forms do, for diagnosis). */
  logFailure?: boolean;
}

export type MutationResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs one mutation: the flow itself, for code that holds no hook (the staff sign-out, which
 * loads only when used). `revalidate` reloads the page data (React Router's revalidator).
 */
export async function runMutation<T>(
  mutation: Mutation<T>,
  revalidate: () => Promise<void>,
): Promise<MutationResult<T>> {
  let value: T;
  try {
    value = await mutation.run();
  } catch (error) {
    mutation.onError?.(error);
    const failure =
      typeof mutation.failure === 'function' ? mutation.failure(error) : mutation.failure;
    if (mutation.logFailure) {
      console.error(typeof failure === 'string' ? failure : failure.description, error);
    }
    showErrorToast(failure);
    return { ok: false, error };
  }
  const success =
    typeof mutation.success === 'function' ? mutation.success(value) : mutation.success;
  if (success) showToast(success);
  await mutation.onSuccess?.(value);
  if (mutation.revalidate ?? true) await revalidate();
  return { ok: true, value };
}

/** `mutate(...)` runs one mutation; `pending` is true while any runs. */
export function useMutation() {
  const revalidator = useRevalidator();
  const [running, setRunning] = useState(0);

  const mutate = useCallback(
    async <T>(mutation: Mutation<T>): Promise<MutationResult<T>> => {
      setRunning((count) => count + 1);
      try {
        return await runMutation(mutation, revalidator.revalidate);
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [revalidator],
  );

  return { mutate, pending: running > 0 };
}
