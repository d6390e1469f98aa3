import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

let firstPageHydrated = false;

/** The root calls this once the server's page has hydrated (app/root.tsx). */
export function markFirstPageHydrated(): void {
  firstPageHydrated = true;
}

/** True in the browser while it hydrates the server's page; false on the server and after. */
export const isHydratingFirstPage = (): boolean =>
  typeof document !== 'undefined' && !firstPageHydrated;

/** False in the server render and the hydration pass, true after (browser-only state is safe then). */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
