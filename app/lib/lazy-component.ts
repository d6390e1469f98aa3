import { lazy, type ComponentType } from 'react';

// The browser's prefetches run one per task, after the module that declares them has run: each
// starts its chunk's fetch through Vite's preload helper, which looks up and adds a preload link
// per dependency, and a module declaring several (the car page: gallery, specifications,
// estimator, similar cars...) made its evaluation one long task of 40-70 ms on a slow host. A
// MessageChannel, not a timer: a test that freezes the page's clock must not hold them.
const prefetchQueue: (() => void)[] = [];
let prefetchChannel: MessageChannel | undefined;
function prefetchLater(prefetch: () => void) {
  if (!prefetchChannel) {
    prefetchChannel = new MessageChannel();
    prefetchChannel.port1.onmessage = () => prefetchQueue.shift()?.();
  }
  prefetchQueue.push(prefetch);
  prefetchChannel.port2.postMessage(null);
}

/**
 * React.lazy for a component whose code the browser should fetch after the page's own, but
 * whose HTML the server must always include. React's lazy suspends on its first render even
 * when the module is at hand, so a server render could stream it into a hidden node that only
 * JavaScript reveals. On the server the module is loaded at start-up and, once loaded, handed
 * to React through a thenable that resolves synchronously, so no render suspends on it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyComponent<T extends ComponentType<any>>(
  load: () => Promise<T>,
  {
    prefetch = true,
  }: {
    /** False: the browser fetches the code when React first renders it (see HydrateWhenVisible). */
    prefetch?: boolean;
  } = {},
) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => (loaded = component)));
  // The server loads it at start-up; a browser right after the module importing it has run (after
  // the page's own scripts, so the server's HTML is on screen and hydrating), not when React
  // first asks for it: a client-side navigation then rarely waits for it behind a fallback. If
  // React asks first, it loads then, and the queued prefetch finds it loading.
  if (typeof document === 'undefined') void loadOnce();
  else if (prefetch) prefetchLater(() => void loadOnce());
  const component = lazy(() => {
    if (loaded === undefined) return loadOnce().then((component) => ({ default: component }));
    const module = { default: loaded };
    // React calls `then` and reads the result at once when the callback ran synchronously.
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<
      typeof module
    >;
  });
  return Object.assign(component, {
    /** Starts fetching the code now (a clientLoader's data and the code then come together). */
    preload: () => void loadOnce(),
    /** The code, fetched once: a clientLoader awaits it when a part must not render without it. */
    load: loadOnce,
  });
}
