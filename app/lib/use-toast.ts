// A tiny toast store (shadcn's use-toast on useSyncExternalStore). Spec §9: one toast at a time;
// a dismissed toast stays in the store 1,000,000 ms so its exit animation and Radix's
// announcement are never cut short, then it is removed.
import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastVariant } from '~/components/ui/toast';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms; the provider's 5000 ms when absent. */
  duration?: number;
  action?: ReactNode;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'update'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** Pure state transition, exported for tests. The newest toast comes first. */
export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case 'dismiss':
      return state.map((t) =>
        action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
      );
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction) {
  if (action.type === 'dismiss') {
    for (const t of toasts) {
      if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
    }
  }
  toasts = toastReducer(toasts, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast; returns handles to update or dismiss it. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const dismiss = () => dispatch({ type: 'dismiss', id });
  dispatch({ type: 'add', toast: { ...options, id, open: true } });
  return {
    id,
    dismiss,
    update: (next: ToastOptions) => dispatch({ type: 'update', toast: { ...next, id } }),
  };
}

/** Closes one toast, or all of them. */
export function dismissToast(id?: string) {
  dispatch({ type: 'dismiss', id });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;
const serverSnapshot: ToastItem[] = [];
const getServerSnapshot = () => serverSnapshot;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
