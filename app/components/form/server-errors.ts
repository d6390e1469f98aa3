import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '~/lib/api-client';

/**
 * Shows the server's field messages (a 400's `details`) under the matching fields of `fields`
 * (the form's field names). Returns true when at least one field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  // 400: rules broken; 409: a conflict naming its field (e.g. a blog slug already taken).
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false;
  let applied = false;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    if (!fields.includes(name) || !messages[0]) continue;
    // `name` is one of the form's own field names (checked above).
    setError(name as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
