import { CAR_STATUS_LABELS, type CarStatus, type RequestStatus } from '../../../common/constants';
import { Badge } from '~/components/ui/badge';

const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

export function requestStatusLabel(status: RequestStatus): string {
  return REQUEST_STATUS_LABELS[status];
}

/** Spec §2: a 'new' lead, message or appraisal stands out. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const variant = status === 'new' ? 'warning' : status === 'contacted' ? 'info' : 'secondary';
  return <Badge variant={variant}>{REQUEST_STATUS_LABELS[status]}</Badge>;
}

export function CarStatusBadge({ status }: { status: CarStatus }) {
  const variant =
    status === 'available' ? 'success' : status === 'sold' ? 'destructive' : 'warning';
  return <Badge variant={variant}>{CAR_STATUS_LABELS[status]}</Badge>;
}

export function PostStatusBadge({ published }: { published: boolean }) {
  return published ? (
    <Badge variant="success">Published</Badge>
  ) : (
    <Badge variant="secondary">Draft</Badge>
  );
}

// Fixed zone: the server and the browser must print the same text (hydration), and the
// dealership's clock is the one that matters.
const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Vancouver',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Vancouver',
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatAdminDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatAdminDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
