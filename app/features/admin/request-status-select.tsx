// The status of a lead, contact message or appraisal request, saved as soon as it changes (the
// inbox's details dialog and the request's own page).
import { REQUEST_STATUSES, type RequestStatus } from '../../../common/constants';
import { Select } from '~/components/ui/select';
import { apiSend } from '~/lib/api-client';
import { useMutation } from '~/lib/use-mutation';
import { requestStatusLabel } from './status-badges';

export function RequestStatusSelect({
  id,
  apiPath,
  status,
  className,
}: {
  /** The select's id, for its label. */
  id: string;
  /** The request in the API, e.g. /api/leads/12. */
  apiPath: string;
  status: RequestStatus;
  className?: string;
}) {
  const { mutate, pending } = useMutation();
  const setStatus = (next: RequestStatus) =>
    void mutate({
      run: () => apiSend('PATCH', apiPath, { status: next }),
      success: { title: 'Success', description: `Status changed to ${requestStatusLabel(next)}` },
      failure: 'Failed to update the status. Please try again.',
    });
  return (
    <Select
      id={id}
      className={className}
      value={status}
      disabled={pending}
      onChange={(event) => setStatus(event.target.value as RequestStatus)}
    >
      {REQUEST_STATUSES.map((option) => (
        <option key={option} value={option}>
          {requestStatusLabel(option)}
        </option>
      ))}
    </Select>
  );
}
