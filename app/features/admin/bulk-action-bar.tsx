// The bar of the inventory desk's bulk actions (docs/product.md#admin-inventory): shown while
// cars are chosen, it sends one POST /api/admin/cars/bulk for all of them through the one
// mutation flow, says how many changed, and clears the choice.
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Star from 'lucide-react/icons/star';
import StarOff from 'lucide-react/icons/star-off';
import Tag from 'lucide-react/icons/tag';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import type { BulkAction, BulkResult } from '../../../common/schemas/admin-cars';
import { isDisclosuresRefusal } from '../../../common/schemas/car';
import { Button } from '~/components/ui/button';
import { ApiError, apiSend } from '~/lib/api-client';
import { useMutation } from '~/lib/use-mutation';
import { ConfirmDialog } from './confirm-dialog';

const DONE: Record<BulkAction, string> = {
  'mark-sold': 'marked sold',
  'mark-available': 'marked available',
  'mark-pending': 'marked pending',
  feature: 'featured',
  unfeature: 'removed from featured',
  delete: 'deleted',
};

const cars = (count: number) => `${count} ${count === 1 ? 'car' : 'cars'}`;

/** "3 cars marked sold"; with cars that were so already, "2 cars marked sold; 1 already was". */
export function bulkDoneMessage(action: BulkAction, updated: number, chosen: number): string {
  const done = `${cars(updated)} ${DONE[action]}`;
  const already = chosen - updated;
  if (action === 'delete' || already <= 0) return done;
  return `${done}; ${already} already ${already === 1 ? 'was' : 'were'}`;
}

/**
 * The failure toast: cars whose disclosures are unanswered are named as the API names them
 * (docs/product.md#disclosures), ids that no longer exist say so, anything else asks to try again.
 */
export function bulkFailureMessage(action: BulkAction, error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.fieldErrors.ids) {
    const said = error.body?.error ?? '';
    if (isDisclosuresRefusal(said)) return said;
    return 'Some of the chosen cars no longer exist. Reload the page and try again.';
  }
  return action === 'delete'
    ? 'Failed to delete the chosen cars. Please try again.'
    : 'Failed to update the chosen cars. Please try again.';
}

export const bulkDeleteQuestion = (count: number) =>
  count === 1
    ? 'Are you sure you want to delete the chosen vehicle? This action cannot be undone.'
    : `Are you sure you want to delete these ${count} vehicles? This action cannot be undone.`;

// On a phone "Mark" is left unsaid (it stays in the accessible name): three buttons fit a row.
const BUTTONS: {
  action: Exclude<BulkAction, 'delete'>;
  verb?: string;
  label: string;
  icon: typeof Tag;
}[] = [
  { action: 'mark-sold', verb: 'Mark', label: 'Sold', icon: Tag },
  { action: 'mark-available', verb: 'Mark', label: 'Available', icon: CheckCircle2 },
  { action: 'mark-pending', verb: 'Mark', label: 'Pending', icon: Clock },
  { action: 'feature', label: 'Feature', icon: Star },
  { action: 'unfeature', label: 'Unfeature', icon: StarOff },
];

export function BulkActionBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const { mutate, pending } = useMutation();
  const count = ids.length;

  const run = (action: BulkAction) =>
    void mutate({
      run: () => apiSend<BulkResult>('POST', '/api/admin/cars/bulk', { ids, action }),
      success: ({ updated }) => ({
        title: 'Success',
        description: bulkDoneMessage(action, updated, count),
      }),
      failure: (error) => bulkFailureMessage(action, error),
      onSuccess: onDone,
    });

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="sticky bottom-0 z-20 grid gap-3 border-t border-brand-200 bg-brand-50/95 px-4 py-3 shadow-[0_-6px_16px_-8px_rgb(15_23_42/0.25)] backdrop-blur min-[700px]:flex min-[700px]:flex-wrap min-[700px]:items-center sm:px-6"
    >
      <div className="flex items-center justify-between gap-3 min-[700px]:mr-auto">
        <p className="font-semibold text-slate-900 tabular-nums">{count} selected</p>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={pending}>
          <X aria-hidden="true" />
          Clear selection
        </Button>
      </div>
      <div className="grid grid-cols-3 gap-2 min-[700px]:flex min-[700px]:flex-wrap">
        {BUTTONS.map(({ action, verb, label, icon: Icon }) => (
          <Button
            key={action}
            variant="outline"
            size="sm"
            disabled={pending}
            onClick={() => run(action)}
            className="max-[699px]:px-2"
          >
            <Icon aria-hidden="true" className="max-[419px]:hidden" />
            <span>
              {verb && <span className="max-[699px]:sr-only">{verb} </span>}
              {label}
            </span>
          </Button>
        ))}
        <ConfirmDialog
          title="Delete vehicles"
          question={bulkDeleteQuestion(count)}
          onConfirm={() => run('delete')}
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              className="border-red-300 text-destructive hover:border-red-400 hover:bg-red-50 hover:text-destructive max-[699px]:px-2"
            >
              <Trash2 aria-hidden="true" className="max-[419px]:hidden" />
              Delete
            </Button>
          }
        />
      </div>
    </div>
  );
}
