import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server render and the hydration pass, true after (browser-only state is safe then). */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
