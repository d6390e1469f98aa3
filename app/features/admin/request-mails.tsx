// The delivery state of each e-mail a request caused (docs/product.md#request-details): queued,
// sent at, retrying with the last error and the next attempt, or failed; "Retry now" sends a
// retrying or failed one at once.
import RotateCw from 'lucide-react/icons/rotate-cw';
import type { OutboxKind, OutboxStatus } from '../../../common/constants';
import type { RequestMail } from '../../../common/schemas/requests';
import { Badge, type BadgeProps } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { apiSend } from '~/lib/api-client';
import { useMutation } from '~/lib/use-mutation';
import { formatAdminDateTime } from './status-badges';

const KIND_LABELS: Record<OutboxKind, string> = {
  staff: 'Staff notification',
  adf: 'ADF/XML to the CRM',
  confirmation: 'Confirmation to the customer',
};

const STATUS_BADGES: Record<OutboxStatus, { label: string; variant: BadgeProps['variant'] }> = {
  queued: { label: 'Queued', variant: 'secondary' },
  sent: { label: 'Sent', variant: 'success' },
  retrying: { label: 'Retrying', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
};

const when = (iso: string) => <time dateTime={iso}>{formatAdminDateTime(iso)}</time>;

function MailState({ mail }: { mail: RequestMail }) {
  switch (mail.status) {
    case 'queued':
      return <p>Waiting to be sent.</p>;
    case 'sent':
      return <p>Sent {mail.sentAt ? when(mail.sentAt) : null}</p>;
    case 'retrying':
      return (
        <p>
          Attempt {mail.attempts} failed. Next attempt {when(mail.nextAttemptAt)}.
        </p>
      );
    case 'failed':
      return <p>Given up after {mail.attempts} attempts.</p>;
  }
}

export function RequestMails({ mails }: { mails: RequestMail[] }) {
  const { mutate, pending } = useMutation();
  const retry = (mail: RequestMail) =>
    void mutate({
      run: () => apiSend('POST', `/api/admin/outbox/${mail.id}/retry`),
      success: { title: 'Success', description: `${KIND_LABELS[mail.kind]} will be sent now` },
      failure: 'Failed to retry the e-mail. Please try again.',
    });
  if (mails.length === 0)
    return <p className="text-sm text-slate-600">No e-mails for this request.</p>;
  return (
    <ul aria-label="E-mails" className="grid gap-3">
      {mails.map((mail) => {
        const badge = STATUS_BADGES[mail.status];
        return (
          <li
            key={mail.id}
            className="grid gap-1.5 rounded-md border border-slate-200 p-3 text-sm"
            data-testid="request-mail"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">{KIND_LABELS[mail.kind]}</span>
              <Badge variant={badge.variant}>{badge.label}</Badge>
            </div>
            <p className="break-words text-slate-600">To {mail.toAddress}</p>
            <div className="text-slate-800">
              <MailState mail={mail} />
            </div>
            {mail.status === 'retrying' || mail.status === 'failed' ? (
              <>
                {mail.lastError ? (
                  <p className="break-words text-red-800">Last error: {mail.lastError}</p>
                ) : null}
                <div>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={pending}
                    onClick={() => retry(mail)}
                  >
                    <RotateCw aria-hidden="true" />
                    Retry now
                  </Button>
                </div>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
