// The dashboard's warning when mail was given up (docs/product.md#dashboard): a lead whose staff
// notification failed reaches nobody, so a person must look.
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { Link } from 'react-router';
import type { RequestType } from '../../../common/constants';

export interface FailedMails {
  count: number;
  /** The request of the oldest failed mail. */
  oldest: { type: RequestType; id: number } | null;
}

/** The inbox pages, by the outbox's name of each kind of request. */
const REQUEST_PAGES: Record<RequestType, string> = {
  lead: '/admin/leads',
  contact: '/admin/contacts',
  appraisal: '/admin/appraisals',
};

/** docs/product.md#dashboard: mail that was given up needs a person. */
export function FailedMailWarning({ failed }: { failed: FailedMails }) {
  if (failed.count === 0 || !failed.oldest) return null;
  const mails = failed.count === 1 ? '1 e-mail' : `${failed.count} e-mails`;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        <strong>{mails} could not be sent</strong> and {failed.count === 1 ? 'was' : 'were'} given
        up. Check the mail settings, then retry from the request.{' '}
        <Link
          to={`${REQUEST_PAGES[failed.oldest.type]}/${failed.oldest.id}`}
          className="font-semibold text-red-900 underline"
        >
          Open the request with the oldest failed e-mail
        </Link>
      </p>
    </div>
  );
}
