// The audit log (docs/product.md#audit-log): who changed what and when, newest first, each
// change as field: before → after. Filters by person, record type and days live in the URL:
// a plain GET form, so it works before the JavaScript loads.
import Filter from 'lucide-react/icons/filter';
import X from 'lucide-react/icons/x';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Page } from '../../../common/schemas/api';
import type { AuditEntryRow, AuditFilterOptions } from '../../../common/schemas/audit';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Select } from '~/components/ui/select';
import { AdminTable, type AdminColumn } from './admin-table';
import { Pager } from './pager';
import { formatAdminDateTime } from './status-badges';

export const AUDIT_PATH = '/admin/audit';

/** The filters as the form shows them: what the URL holds, '' for "any". */
export interface AuditFilterValues {
  actorId: string;
  entityType: string;
  from: string;
  to: string;
}

/** What a record type is called in the filter and the table. */
const TYPE_LABELS: Record<string, string> = {
  car: 'Vehicles',
  post: 'Blog posts',
  lead: 'Leads',
  contact: 'Contact messages',
  appraisal: 'Appraisals',
  privacy: 'Privacy requests',
  mail: 'E-mails',
  staff: 'Staff accounts',
};
const typeLabel = (type: string) => TYPE_LABELS[type] ?? type.replace(/-/g, ' ');

/** Where a record's own page is, while it exists (a deleted one has none). */
const RECORD_PAGES: Record<string, (id: string) => string> = {
  car: (id) => `/admin/cars/${id}/edit`,
  post: (id) => `/admin/blog/${id}/edit`,
  lead: (id) => `/admin/leads/${id}`,
  contact: (id) => `/admin/contacts/${id}`,
  appraisal: (id) => `/admin/appraisals/${id}`,
};

const MAX_SHOWN = 40;

/** One value of a change, short: "—" for nothing, lists by their length, long text cut. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

function Changes({ changes }: { changes: AuditEntryRow['changes'] }) {
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="grid gap-0.5 text-xs max-[699px]:text-right">
      {entries.map(([field, [before, after]]) => (
        <li key={field} className="break-words">
          <span className="font-medium text-slate-700">{field}</span>:{' '}
          <span className="text-slate-500">{formatAuditValue(before)}</span>
          <span aria-label="changed to"> → </span>
          <span className="text-slate-900">{formatAuditValue(after)}</span>
        </li>
      ))}
    </ul>
  );
}

function RecordCell({ row }: { row: AuditEntryRow }) {
  const page = RECORD_PAGES[row.entityType];
  const gone = row.action.endsWith('.delete');
  const text = row.summary ?? typeLabel(row.entityType);
  return (
    <div className="grid gap-0.5 max-[699px]:text-right">
      {page && row.entityId && !gone ? (
        <Link to={page(row.entityId)} className="font-medium text-brand-700 hover:underline">
          {text}
        </Link>
      ) : (
        <span className="font-medium text-slate-900">{text}</span>
      )}
      <span className="text-xs text-slate-500">{typeLabel(row.entityType)}</span>
    </div>
  );
}

const COLUMNS: AdminColumn<AuditEntryRow>[] = [
  {
    header: 'When',
    className: 'whitespace-nowrap text-slate-700',
    cell: (row) => <time dateTime={row.at}>{formatAdminDateTime(row.at)}</time>,
  },
  {
    header: 'Who',
    cell: (row) => (
      <div className="grid max-[699px]:text-right">
        <span className="font-medium text-slate-900">{row.actorName ?? 'Unknown'}</span>
        {row.address && <span className="text-xs text-slate-500">{row.address}</span>}
      </div>
    ),
  },
  {
    header: 'Action',
    cell: (row) => (
      <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs whitespace-nowrap text-slate-800">
        {row.action}
      </code>
    ),
  },
  { header: 'Record', cell: (row) => <RecordCell row={row} /> },
  { header: 'Changes', className: 'min-w-64', cell: (row) => <Changes changes={row.changes} /> },
];

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/** "Showing 51–100 of 312 entries", or just "3 entries" when they fit on one page. */
function countLine({ page, pageSize, total, items }: Page<AuditEntryRow>): string {
  if (items.length === 0 || total <= pageSize) return entries(total);
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from}–${from + items.length - 1} of ${entries(total)}`;
}

function AuditFilters({
  values,
  options,
}: {
  values: AuditFilterValues;
  options: AuditFilterOptions;
}) {
  const navigate = useNavigate();
  // Once hydrated: the URL without the empty filters (back to page 1).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value) params.set(key, value);
    }
    const query = params.toString();
    void navigate(query ? `${AUDIT_PATH}?${query}` : AUDIT_PATH);
  };
  return (
    <form
      method="get"
      action={AUDIT_PATH}
      role="search"
      aria-label="Audit log filters"
      onSubmit={submit}
      className="grid grid-cols-2 gap-4 p-4 min-[700px]:grid-cols-4 sm:p-5"
    >
      <div className="col-span-2 grid gap-2 min-[700px]:col-span-1">
        <Label htmlFor="audit-person">Person</Label>
        <Select id="audit-person" name="actorId" defaultValue={values.actorId}>
          <option value="">Everyone</option>
          {options.people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="col-span-2 grid gap-2 min-[700px]:col-span-1">
        <Label htmlFor="audit-type">Type</Label>
        <Select id="audit-type" name="entityType" defaultValue={values.entityType}>
          <option value="">All types</option>
          {options.entityTypes.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-from">From</Label>
        <Input id="audit-from" name="from" type="date" defaultValue={values.from} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-to">To</Label>
        <Input id="audit-to" name="to" type="date" defaultValue={values.to} />
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-end gap-2 min-[700px]:col-span-4">
        <Button asChild variant="ghost">
          <Link to={AUDIT_PATH}>
            <X aria-hidden="true" />
            Clear
          </Link>
        </Button>
        <Button type="submit">
          <Filter aria-hidden="true" />
          Filter
        </Button>
      </div>
    </form>
  );
}

export function AuditLog({
  result,
  options,
  values,
}: {
  result: Page<AuditEntryRow>;
  options: AuditFilterOptions;
  values: AuditFilterValues;
}) {
  const filtered = Object.values(values).some(Boolean);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Audit log</h1>
        <p className="mt-1 text-slate-600">
          Every change staff made, newest first: who, when, and each field before and after. Kept
          for two years.
        </p>
      </div>

      <Card>
        {/* Keyed by the filters, so Back shows the form as the URL has it. */}
        <AuditFilters key={JSON.stringify(values)} values={values} options={options} />
      </Card>

      <p className="text-sm text-slate-700" data-testid="audit-count">
        {countLine(result)}
      </p>

      <Card className="overflow-clip">
        <div className="overflow-x-auto">
          <AdminTable
            label="Audit log"
            columns={COLUMNS}
            rows={result.items}
            empty={
              filtered
                ? 'Nothing matches these filters. Widen the dates or clear the filters.'
                : 'Nothing has been recorded yet.'
            }
          />
        </div>
        <Pager page={result.page} pageSize={result.pageSize} total={result.total} />
      </Card>
    </div>
  );
}
