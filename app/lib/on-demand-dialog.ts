import { useId, useRef, useState, type RefObject } from 'react';

/** What the lazily loaded part of an on-demand dialog gets from its button. */
export interface OnDemandDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it: focus goes back to it when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** The id the button's aria-controls names. */
  contentId: string;
}

/**
 * A dialog whose code loads when the visitor shows interest in its button (points at, focuses
 * or presses it), not with the page. The button gets the attributes Radix's dialog trigger would
 * give it; `mounted` turns true at the first press and stays so (the dialog can animate out).
 */
export function useOnDemandDialog({
  open,
  onOpenChange,
  preload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preload: () => void;
}) {
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const triggerProps = {
    ref: trigger,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': contentId,
    'data-state': open ? 'open' : 'closed',
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      setMounted(true);
      onOpenChange(!open);
    },
  };
  const dialogProps: OnDemandDialogProps = { open, onOpenChange, trigger, contentId };
  return { mounted, triggerProps, dialogProps };
}

/** Radix's own behaviour for its trigger, for a dialog opened by ours: the button takes the focus back. */
export function returnFocusTo(trigger: RefObject<HTMLButtonElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
}
