import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod and the shared schemas, the heaviest part of a
 * form) is fetched on first use instead of with the page, so it never delays the first paint.
 * `preload` starts the fetch early, e.g. when the visitor first focuses the form.
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
  return { resolver, preload };
}
