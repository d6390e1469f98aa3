// The frame of the two admin editors (vehicle and blog post): the heading with the way back, the
// card with the form, and the Cancel / Save row. Their fields come from the form kit
// (app/components/form/).
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SubmitButton } from '~/components/form/submit-button';
import { Card } from '~/components/ui/card';
import { Form } from '~/components/ui/form';
import { cn } from '~/lib/cn';
import { BackLink } from '~/components/back-link';
import { ButtonLink } from '~/components/button-link';

/** An editor page: its title (also the form's name), actions beside it, the form and Save. */
export function EditorForm<T extends FieldValues, C, O>({
  title,
  actions,
  form,
  onSubmit,
  submitLabel,
  className,
  children,
}: {
  title: string;
  actions?: ReactNode;
  form: UseFormReturn<T, C, O>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <EditorHeader title={title}>{actions}</EditorHeader>
      <Card className="p-5 sm:p-8">
        <Form {...form}>
          <form
            noValidate
            autoComplete="off"
            className={cn('grid', className)}
            aria-label={title}
            onSubmit={onSubmit}
          >
            {children}
            <EditorActions submitting={form.formState.isSubmitting} submitLabel={submitLabel} />
          </form>
        </Form>
      </Card>
    </div>
  );
}

/** "Back to Dashboard", the editor's title, and on the right any actions (e.g. delete). */
function EditorHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <BackLink to="/admin">Back to Dashboard</BackLink>
        <h1 className="mt-3 text-3xl font-bold text-slate-900">{title}</h1>
      </div>
      {children}
    </div>
  );
}

/** Cancel (back to the dashboard) and the submit button, which says 'Saving...' while pending. */
function EditorActions({ submitting, submitLabel }: { submitting: boolean; submitLabel: string }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
      <ButtonLink to="/admin" variant="outline" size="lg">
        Cancel
      </ButtonLink>
      <SubmitButton pending={submitting} pendingLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
