// One request's own page (docs/product.md#request-details): every field, the car, the status
// with its control, the history, internal notes and the delivery state of each e-mail.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../common/format';
import type { RequestCar, RequestDetails } from '../../../common/schemas/requests';
import { BackLink } from '~/components/back-link';
import { SectionCard } from '~/components/section-card';
import { Label } from '~/components/ui/label';
import { consentOf, type InboxRow } from './inbox-list';
import type { RequestField } from './request-fields';
import { RequestMails } from './request-mails';
import { EventByline, RequestNotes } from './request-notes';
import { RequestStatusSelect } from './request-status-select';
import { formatAdminDateTime, requestStatusLabel, RequestStatusBadge } from './status-badges';

/** The car a lead names: linked, with its stock number and shown price. */
export function RequestCarSummary({ car }: { car: RequestCar | null }) {
  if (!car) return <span>—</span>;
  return (
    <span className="grid gap-0.5">
      <Link to={`/cars/${car.id}`} className="font-semibold text-brand-700 hover:underline">
        {car.year} {car.make} {car.model}
        {car.trim ? ` ${car.trim}` : ''}
      </Link>
      <span className="text-slate-600">
        Stock no. {car.stockNumber} · {formatPrice(car.price)}
      </span>
    </span>
  );
}

export interface RequestDetailsPageProps<T extends InboxRow> {
  /** Who sent it, as the page's heading. */
  name: string;
  /** e.g. 'Lead' (the kind of request, above the heading). */
  kind: string;
  /** The inbox: its page and its title ('Leads'). */
  inbox: { to: string; title: string };
  /** The request in the API for its status, e.g. /api/leads/12. */
  statusApiPath: string;
  /** The request under /api/admin, e.g. /api/admin/leads/12 (notes go to …/notes). */
  adminApiPath: string;
  details: RequestDetails<T>;
  fields: RequestField[];
}

function Fields({ fields }: { fields: RequestField[] }) {
  return (
    <dl className="grid gap-3 text-sm">
      {fields.map((item) => (
        <div key={item.label} className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
          <dt className="font-semibold text-slate-600">{item.label}</dt>
          <dd className="min-w-0 text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function History({ details }: { details: RequestDetails<InboxRow> }) {
  const changes = details.events.filter((event) => event.kind === 'status');
  const line = (text: ReactNode, byline: ReactNode, key: string | number) => (
    <li key={key} className="grid gap-0.5 border-l-2 border-slate-200 pl-3 text-sm">
      <p className="text-slate-900">{text}</p>
      {byline}
    </li>
  );
  return (
    <ol aria-label="Status history" className="grid gap-3">
      {changes.map((event) =>
        line(
          <>
            Status changed from{' '}
            <strong>{event.fromStatus ? requestStatusLabel(event.fromStatus) : '—'}</strong> to{' '}
            <strong>{event.toStatus ? requestStatusLabel(event.toStatus) : '—'}</strong>
          </>,
          <EventByline event={event} />,
          event.id,
        ),
      )}
      {line(
        'Request received',
        <EventByline event={{ actor: null, createdAt: details.request.createdAt }} />,
        'received',
      )}
    </ol>
  );
}

export function RequestDetailsPage<T extends InboxRow>(props: RequestDetailsPageProps<T>) {
  const { details } = props;
  const { request } = details;
  const notes = details.events.filter((event) => event.kind === 'note');
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <BackLink to={props.inbox.to}>Back to {props.inbox.title}</BackLink>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold break-words text-slate-900">{props.name}</h1>
          <RequestStatusBadge status={request.status} />
        </div>
        <p className="text-slate-600">
          {props.kind} · received {formatAdminDateTime(request.createdAt)}
        </p>
        <div className="grid max-w-xs gap-2">
          <Label htmlFor="request-status">Status</Label>
          <RequestStatusSelect
            id="request-status"
            apiPath={props.statusApiPath}
            status={request.status}
          />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <SectionCard title="Request">
            <Fields
              fields={[...props.fields, { label: 'Marketing e-mail', value: consentOf(request) }]}
            />
          </SectionCard>
          <SectionCard title="Notes">
            <RequestNotes apiPath={`${props.adminApiPath}/notes`} notes={notes} />
          </SectionCard>
        </div>
        <div className="grid content-start gap-6">
          <SectionCard title="History">
            <History details={details} />
          </SectionCard>
          <SectionCard title="E-mails">
            <RequestMails mails={details.mails} />
          </SectionCard>
        </div>
      </div>
    </div>
  );
}
