import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver whose code (zod and the shared schemas, the heaviest part of a
 * form) is fetched after the page instead of with it, so it never delays the first paint.
 * `preload` starts the fetch early; `preloadWhenIdle` once the page has loaded and the browser
 * is idle, so the first submit of an untouched form does not wait for the network.
 */
export function lazyResolver<TFields extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TFields, unknown, TOutput>>,
) {
  let loading: Promise<Resolver<TFields, unknown, TOutput>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed fetch (e.g. offline) is retried at the next validation.
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<TFields, unknown, TOutput> = async (values, context, options) =>
    (await preload())(values, context, options);
  const preloadWhenIdle = () => whenIdle(() => void preload().catch(() => {}));
  return { resolver, preload, preloadWhenIdle };
}

/** lazyResolver for a shared zod schema (the resolver itself is small and has no zod in it). */
export function lazySchemaResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
) {
  return lazyResolver<z.input<S>, z.output<S>>(async () => zodResolver(await loadSchema()));
}

/** Runs `task` after the page's load event, when the browser is idle. Returns a cancel. */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 200);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
