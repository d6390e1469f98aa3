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

/** docs/product.md#inboxes: a 'new' lead, message or appraisal stands out. */
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

// Dates are printed from UTC parts by hand: the server and the browser must print the same text
// (hydration), and time-zone and month-name data differ between Node and browsers.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** e.g. "Nov 23, 2026" (UTC). */
export function formatAdminDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** e.g. "Nov 23, 2026, 14:05 UTC". */
export function formatAdminDateTime(iso: string): string {
  const date = new Date(iso);
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatAdminDate(iso)}, ${time} UTC`;
}
