// The toaster (sonner), styled like the rest of the UI. Behaviour of docs/product.md#toast-behaviour:
// shown 5 s, swiped away to the right, F8 moves focus to the notifications. Phones get their
// notices at the top (away from the thumb and the browser's bottom bar), larger screens at the
// bottom right.
import { Toaster as Sonner } from 'sonner';
import { useMediaQuery } from './use-media-query';

export const TOAST_DURATION_MS = 5000;
export const TOAST_HOTKEY = ['F8'];
const WIDE_SCREEN = '(min-width: 640px)';

export function Toaster() {
  const wide = useMediaQuery(WIDE_SCREEN) ?? false;
  return (
    <Sonner
      position={wide ? 'bottom-right' : 'top-center'}
      duration={TOAST_DURATION_MS}
      hotkey={TOAST_HOTKEY}
      visibleToasts={1}
      swipeDirections={['right']}
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{
        closeButtonAriaLabel: 'Dismiss notification',
        classNames: {
          // Not selectable: a mouse drag over the text would select it instead of swiping.
          toast:
            'group select-none font-sans! rounded-lg! border-border! bg-white! p-4! pr-10! text-slate-900! shadow-lg! data-[type=error]:border-red-800! data-[type=error]:bg-destructive! data-[type=error]:text-destructive-foreground!',
          title: 'text-sm! font-semibold!',
          description:
            'text-sm! text-slate-700! group-data-[type=error]:text-destructive-foreground! group-data-[type=error]:opacity-90',
          icon: 'mt-0.5 self-start',
          closeButton:
            'left-auto! right-2! top-2! translate-none! size-6! border-0! bg-transparent! text-current! opacity-70 hover:opacity-100 focus-visible:opacity-100',
        },
      }}
    />
  );
}
