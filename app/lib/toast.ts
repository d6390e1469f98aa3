// The one way to show a notice (docs/product.md#toasts): a title and a description, in the
// sonner toaster mounted by root.tsx. One notice at a time: a new one replaces the one showing.
// sonner's code loads with the toaster, after the page (root.tsx); a notice asked for before then
// waits for it, and the toaster shows the notices made before it listened.
export interface Notice {
  title: string;
  description: string;
}

export type NoticeVariant = 'success' | 'error';

export function showToast(notice: Notice, variant: NoticeVariant = 'success'): void {
  void import('sonner').then(({ toast }) => {
    toast.dismiss();
    const show = variant === 'error' ? toast.error : toast.success;
    show(notice.title, { description: notice.description });
  });
}

/** A failure notice: the 'Error' title of the product's catalogue unless the notice names one. */
export function showErrorToast(notice: Notice | string): void {
  showToast(typeof notice === 'string' ? { title: 'Error', description: notice } : notice, 'error');
}
