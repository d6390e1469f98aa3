import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the browser matches a media query: null on the server and until it is read after the
 * first render, then its answer as it changes. Read in an effect and set as a transition, not with
 * useSyncExternalStore: a store whose server value differs re-renders urgently right after
 * hydration, in the task of the page's effects (docs/product.md#performance).
 */
export function useMediaQuery(media: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(media);
    const read = () => startTransition(() => setMatches(query.matches));
    read();
    query.addEventListener('change', read);
    return () => query.removeEventListener('change', read);
  }, [media]);
  return matches;
}
