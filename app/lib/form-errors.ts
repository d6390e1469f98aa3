import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Shows the server's field messages (a 400's `details`) under the matching fields. Returns
 * true when at least one field got a message, so the caller can skip a generic notice.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  // 400: rules broken; 409: a conflict naming its field (e.g. a blog slug already taken).
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false;
  let applied = false;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    if (!(fields as readonly string[]).includes(name) || !messages[0]) continue;
    setError(name as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
