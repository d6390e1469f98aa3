// The full lists of leads, contact messages and appraisal requests: paged, newest first; a row
// opens its details (with the marketing consent), where staff move the status through
// new → contacted → closed, or delete the request after confirming; `Open` leads to the request's
// own page (history, notes, mails).
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { RequestStatus } from '../../../common/constants';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { Label } from '~/components/ui/label';
import { apiSend } from '~/lib/api-client';
import { useMutation } from '~/lib/use-mutation';
import { AdminTable, type AdminColumn } from './admin-table';
import { CsvExportButton } from './csv-export-button';
import { ConfirmDialog } from './confirm-dialog';
import { Pager } from './pager';
import { RequestStatusSelect } from './request-status-select';
import { formatAdminDate, formatAdminDateTime, RequestStatusBadge } from './status-badges';
import type { Page } from '../../../common/schemas/api';

export interface InboxRow {
  id: number;
  status: RequestStatus;
  createdAt: string;
  marketingConsent: boolean;
  consentText: string | null;
  consentAt: string | null;
}

export interface InboxListProps<T extends InboxRow> {
  title: string;
  description: string;
  /** API collection, e.g. /api/leads. */
  apiPath: string;
  /** The requests' own pages, e.g. /admin/leads (each at /admin/leads/{id}). */
  pagePath: string;
  /** Where one request is deleted: `${deletePath}/${id}`, e.g. /api/admin/leads. */
  deletePath: string;
  /** One page of the inbox, as the service lists it. */
  list: Page<T>;
  /** What the first column shows; it opens the details. */
  name: (row: T) => string;
  columns: AdminColumn<T>[];
  details: (row: T) => { label: string; value: ReactNode }[];
}

/** A message or description as plain text: never HTML. */
export function PlainText({ text }: { text: string | null }) {
  return text ? <p className="break-words whitespace-pre-wrap">{text}</p> : <span>—</span>;
}

/** What the shopper agreed to about marketing e-mail, and when. */
export function consentOf(row: InboxRow): ReactNode {
  if (!row.marketingConsent || !row.consentAt) return 'Not agreed';
  return (
    <>
      Agreed {formatAdminDateTime(row.consentAt)}: <q>{row.consentText}</q>
    </>
  );
}

export function InboxList<T extends InboxRow>(props: InboxListProps<T>) {
  const { title, description, apiPath, pagePath, deletePath, list, name, details } = props;
  const rows = list.items;
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { mutate, pending: saving } = useMutation();
  const open = rows.find((row) => row.id === openId) ?? null;

  const remove = (row: T) =>
    void mutate({
      run: () => apiSend('DELETE', `${deletePath}/${row.id}`),
      success: { title: 'Deleted', description: `${name(row)}: the request and its e-mails` },
      failure: 'Failed to delete the request. Please try again.',
      onSuccess: () => setOpenId(null),
    });

  const columns: AdminColumn<T>[] = [
    {
      header: 'Name',
      bare: true,
      cell: (row) => (
        <button
          type="button"
          className="text-left font-semibold text-brand-700 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={() => setOpenId(row.id)}
        >
          {name(row)}
        </button>
      ),
    },
    ...props.columns,
    { header: 'Status', cell: (row) => <RequestStatusBadge status={row.status} /> },
    { header: 'Received', cell: (row) => formatAdminDate(row.createdAt) },
    {
      header: 'Details',
      bare: true,
      cell: (row) => (
        <Link
          to={`${pagePath}/${row.id}`}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Open<span className="sr-only"> {name(row)}</span>
        </Link>
      ),
    },
  ];

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">{description}</p>
        </div>
        <CsvExportButton href={`/api${pagePath}/export.csv`} />
      </div>
      <Card className="overflow-hidden">
        <AdminTable
          label={title}
          columns={columns}
          rows={rows}
          empty="Nothing here yet."
          highlight={(row) => row.status === 'new'}
        />
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} />
      </Card>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpenId(null)}>
        {open && (
          <DialogContent className="max-w-xl">
            <DialogHeader>
              <DialogTitle>{name(open)}</DialogTitle>
              <DialogDescription>Received {formatAdminDateTime(open.createdAt)}</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-3 text-sm">
              {[...details(open), { label: 'Marketing e-mail', value: consentOf(open) }].map(
                (item) => (
                  <div key={item.label} className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
                    <dt className="font-semibold text-slate-600">{item.label}</dt>
                    <dd className="text-slate-900">{item.value}</dd>
                  </div>
                ),
              )}
            </dl>
            <div className="grid gap-2 border-t border-slate-200 pt-4">
              <Label htmlFor="request-status">Status</Label>
              <div className="flex items-center gap-3">
                <RequestStatusSelect
                  id="request-status"
                  className="flex-1"
                  apiPath={`${apiPath}/${open.id}`}
                  status={open.status}
                />
                <Button type="button" variant="outline" onClick={() => setOpenId(null)}>
                  Done
                </Button>
              </div>
            </div>
            <div className="flex justify-end border-t border-slate-200 pt-4">
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                trigger={
                  <Button type="button" variant="destructive" disabled={saving}>
                    Delete request
                  </Button>
                }
                title="Delete this request?"
                question={`${name(open)}'s request and its e-mails are deleted for good. This cannot be undone.`}
                onConfirm={() => remove(open)}
              />
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
