// What the two admin editors (vehicle and blog post, spec §2) are both made of: the heading with
// the way back, a list to choose from, a text area, an on/off switch and the Cancel / Save row.
// Admin-only: kept out of app/components so it never joins the public `site` chunk.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '~/components/ui/form';
import { Select } from '~/components/ui/select';
import { Switch } from '~/components/ui/switch';
import { Textarea } from '~/components/ui/textarea';
import { cn } from '~/lib/cn';

/** "Back to Dashboard", the editor's title, and on the right any actions (e.g. delete). */
export function EditorHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <Link
          to="/admin"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Dashboard
        </Link>
        <h1 className="mt-3 text-3xl font-bold text-slate-900">{title}</h1>
      </div>
      {children}
    </div>
  );
}

/** Cancel (back to the dashboard) and the submit button, which says 'Saving...' while pending. */
export function EditorActions({
  submitting,
  submitLabel,
}: {
  submitting: boolean;
  submitLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
      <Button asChild variant="outline" size="lg">
        <Link to="/admin">Cancel</Link>
      </Button>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}

// R: the values the form's resolver hands on (the schema's output), not needed here.
interface FieldProps<T extends FieldValues, R> {
  control: Control<T, unknown, R>;
  name: FieldPath<T>;
  label: string;
}

/**
 * A native select of fixed values (a phone shows its own picker). `placeholder` adds an empty
 * first option, which the schema refuses for a required field with its §5 message.
 */
export function SelectField<T extends FieldValues, R>({
  control,
  name,
  label,
  values,
  labels,
  placeholder,
  required,
}: FieldProps<T, R> & {
  values: readonly string[];
  labels?: Readonly<Record<string, string>>;
  placeholder?: string;
  required?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel required={required}>{label}</FormLabel>
          <FormControl>
            <Select {...field}>
              {placeholder !== undefined && <option value="">{placeholder}</option>}
              {values.map((value) => (
                <option key={value} value={value}>
                  {labels?.[value] ?? value}
                </option>
              ))}
            </Select>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function TextareaField<T extends FieldValues, R>({
  control,
  name,
  label,
  rows,
}: FieldProps<T, R> & { rows: number }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea rows={rows} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** An on/off field (featured, published), its label to the right of the switch. */
export function SwitchField<T extends FieldValues, R>({
  control,
  name,
  label,
  className,
}: FieldProps<T, R> & { className?: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('flex flex-row items-center gap-3', className)}>
          <FormControl>
            <Switch
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          </FormControl>
          <FormLabel>{label}</FormLabel>
        </FormItem>
      )}
    />
  );
}
