// The toaster (sonner), styled like the rest of the UI. Behaviour of docs/product.md#toast-behaviour:
// shown 5 s, swiped away to the right, F8 moves focus to the notifications. Phones get their
// notices at the top (away from the thumb and the browser's bottom bar), larger screens at the
// bottom right.
import { useEffect, useState } from 'react';
import { Toaster as Sonner } from 'sonner';

export const TOAST_DURATION_MS = 5000;
export const TOAST_HOTKEY = ['F8'];
const WIDE_SCREEN = '(min-width: 640px)';

function useWideScreen() {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE_SCREEN);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

export function Toaster() {
  const wide = useWideScreen();
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
