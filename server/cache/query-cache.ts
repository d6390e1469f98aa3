// Answers of the public reads (searches, counts, facets), kept in the process by key
// (docs/product.md#caching). An entry serves while the change feed's version is the one it was
// computed at, for at most `ttlMs` (what time alone changes, such as days in stock, is never
// older than that). The version is read before computing: an answer that raced a change is stored
// under the old version and never served after it. Concurrent misses of one key share one
// computation. Answers are shared between requests: callers must not change them.
import type { ChangeFeed } from './change-feed';
import { createVersionedLru } from './versioned-lru';

export interface QueryCache {
  /** `compute()`'s answer for `key`, from the cache when it is still current. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

export interface QueryCacheStats {
  hits: number;
  misses: number;
  /** Computed without the cache, the change feed being deaf. */
  bypassed: number;
  entries: number;
}

/** A key for an answer of `kind` to `params`: the same for the same params, whatever their order. */
export function cacheKey(kind: string, params: object): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${kind}:${JSON.stringify(entries)}`;
}

/** No cache: every answer computed (the default of services built without one, e.g. in tests). */
export const NO_QUERY_CACHE: QueryCache = { get: (_key, compute) => compute() };

// A page of 24 cars is about 28 KB of JSON and some 80 KB of objects: 500 keep the worst case near 40 MB.
export const QUERY_CACHE_DEFAULTS = { maxEntries: 500, ttlMs: 60_000 };

export function createQueryCache(
  feed: ChangeFeed,
  { maxEntries, ttlMs } = QUERY_CACHE_DEFAULTS,
): QueryCache & { stats(): QueryCacheStats } {
  const entries = createVersionedLru<Promise<unknown>>({ maxEntries, ttlMs });
  const counts = { hits: 0, misses: 0, bypassed: 0 };
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const version = feed.current();
      if (version === undefined) {
        counts.bypassed++;
        return compute();
      }
      const found = entries.get(key, version);
      if (found) {
        counts.hits++;
        return found as Promise<T>;
      }
      counts.misses++;
      const value = compute();
      entries.set(key, version, value);
      // A failure is not kept: the next request tries again.
      value.catch(() => entries.forget(key, value));
      return value;
    },
    stats: () => ({ ...counts, entries: entries.size }),
  };
}
