// Staff's internal notes on a request (docs/product.md#request-details): a form to add one and
// the notes, newest first. Notes are never e-mailed to the shopper.
import { RequestNoteInputSchema, type RequestEvent } from '../../../common/schemas/requests';
import { TextareaField } from '~/components/form/fields';
import { SubmitButton } from '~/components/form/submit-button';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useSchemaForm } from '~/components/form/use-schema-form';
import { Form } from '~/components/ui/form';
import { apiSend } from '~/lib/api-client';
import { PlainText } from './inbox-list';
import { formatAdminDateTime } from './status-badges';

/** Who and when, under a line of the history or a note. */
export function EventByline({ event }: { event: Pick<RequestEvent, 'actor' | 'createdAt'> }) {
  return (
    <p className="text-xs text-slate-600">
      {event.actor ? `${event.actor} · ` : ''}
      <time dateTime={event.createdAt}>{formatAdminDateTime(event.createdAt)}</time>
    </p>
  );
}

export function RequestNotes({
  apiPath,
  notes,
}: {
  /** Where notes are posted, e.g. /api/admin/leads/12/notes. */
  apiPath: string;
  /** Newest first. */
  notes: RequestEvent[];
}) {
  const form = useSchemaForm({ schema: RequestNoteInputSchema, defaultValues: { note: '' } });
  const onSubmit = useFormSubmit(form, {
    send: (input) => apiSend('POST', apiPath, input),
    success: { title: 'Success', description: 'Note added' },
    failure: 'Failed to add the note. Please try again.',
    onSuccess: () => form.reset({ note: '' }),
  });
  return (
    <div className="grid gap-5">
      <Form {...form}>
        <form noValidate aria-label="Add a note" className="grid gap-3" onSubmit={onSubmit}>
          <TextareaField
            control={form.control}
            name="note"
            label="New note"
            description="For staff only: never sent to the customer."
            rows={3}
            required
          />
          <div>
            <SubmitButton
              size="default"
              pending={form.formState.isSubmitting}
              pendingLabel="Adding…"
            >
              Add note
            </SubmitButton>
          </div>
        </form>
      </Form>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ol aria-label="Notes" className="grid gap-3">
          {notes.map((note) => (
            <li
              key={note.id}
              className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
            >
              <PlainText text={note.note} />
              <EventByline event={note} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
