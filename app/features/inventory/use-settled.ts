import { useEffect, useState } from 'react';

/**
 * A loader value that may still be on its way (a client-side navigation's promise): the value
 * once it is there, and meanwhile the last one this component saw, with `pending` set. The facet
 * counts and the "Show N cars" button use it so they never blank out while a new search loads.
 * `throws`: a failed load is thrown during render (to the route's error boundary); without it
 * the last value stays (the facets: the results already report the failure).
 */
export function useSettled<T>(
  source: T | Promise<T>,
  { throws = false }: { throws?: boolean } = {},
): { value: T | undefined; pending: boolean } {
  const [settled, setSettled] = useState<{ source: unknown; value: T } | undefined>(() =>
    source instanceof Promise ? undefined : { source, value: source },
  );
  // A value that is there: remembered at once, during render (React's pattern for state that
  // follows a prop), so the next navigation's promise starts from it.
  if (!(source instanceof Promise) && settled?.source !== source) {
    setSettled({ source, value: source });
  }
  const [failed, setFailed] = useState<{ source: unknown; error: unknown }>();
  useEffect(() => {
    if (!(source instanceof Promise)) return;
    let live = true;
    source.then(
      (value) => {
        if (live) setSettled({ source, value });
      },
      (error: unknown) => {
        if (live) setFailed({ source, error });
      },
    );
    return () => {
      live = false;
    };
  }, [source]);
  // A failed load goes to the route's error boundary, as an <Await> would send it.
  if (throws && failed?.source === source) throw failed.error;
  if (!(source instanceof Promise)) return { value: source, pending: false };
  return { value: settled?.value, pending: settled?.source !== source };
}
