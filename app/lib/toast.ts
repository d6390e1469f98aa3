// The one way to show a notice (docs/product.md#toasts): a title and a description, in the
// sonner toaster mounted by root.tsx. One notice at a time: a new one replaces the one showing.
import { toast } from 'sonner';

export interface Notice {
  title: string;
  description: string;
}

export type NoticeVariant = 'success' | 'error';

export function showToast(notice: Notice, variant: NoticeVariant = 'success') {
  toast.dismiss();
  const show = variant === 'error' ? toast.error : toast.success;
  return show(notice.title, { description: notice.description });
}

/** A failure notice: the 'Error' title of the product's catalogue unless the notice names one. */
export function showErrorToast(notice: Notice | string) {
  return showToast(
    typeof notice === 'string' ? { title: 'Error', description: notice } : notice,
    'error',
  );
}
