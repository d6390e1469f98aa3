import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server render and while the browser hydrates its HTML (the page's first pass or a
 * Suspense boundary's later one), true after: browser-only state is safe then. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
