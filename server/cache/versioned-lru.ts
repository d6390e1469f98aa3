// The store both caches keep their entries in (docs/product.md#caching): by key, each with the
// change feed's version it was made at and a time limit; at most `maxEntries`, the least recently
// used dropped first (a Map keeps insertion order: a hit is moved to the end), and, given a size
// per value, at most `maxSize` in all (pages vary from a few KB to a few hundred).

export interface VersionedLru<V> {
  /** The value of `key` made at `version` and not expired, else undefined. */
  get(key: string, version: number): V | undefined;
  set(key: string, version: number, value: V): void;
  /** Forgets `key` if it still holds `value` (a failed computation, say). */
  forget(key: string, value: V): void;
  readonly size: number;
}

export function createVersionedLru<V>({
  maxEntries,
  ttlMs,
  maxSize = Infinity,
  sizeOf = () => 0,
}: {
  maxEntries: number;
  ttlMs: number;
  /** The most the values may weigh together, in the unit of `sizeOf`. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
}): VersionedLru<V> {
  const entries = new Map<string, { version: number; expires: number; value: V; size: number }>();
  let total = 0;
  const remove = (key: string) => {
    const found = entries.get(key);
    if (!found) return;
    total -= found.size;
    entries.delete(key);
  };
  return {
    get(key, version) {
      const found = entries.get(key);
      if (!found || found.version !== version || found.expires <= Date.now()) return undefined;
      entries.delete(key);
      entries.set(key, found);
      return found.value;
    },
    set(key, version, value) {
      remove(key);
      const size = sizeOf(value);
      if (size > maxSize) return;
      entries.set(key, { version, expires: Date.now() + ttlMs, value, size });
      total += size;
      while (entries.size > maxEntries || total > maxSize) remove(entries.keys().next().value!);
    },
    forget(key, value) {
      if (entries.get(key)?.value === value) remove(key);
    },
    get size() {
      return entries.size;
    },
  };
}
