import { describe, expect, it, vi } from 'vitest';
import { createLocalChangeFeed, type ChangeFeed } from './change-feed';
import { cacheKey, createQueryCache } from './query-cache';

const counter = () => {
  let n = 0;
  return vi.fn(async () => ++n);
};

describe('the query cache', () => {
  it('computes once per key and version, and again after a change', async () => {
    const feed = createLocalChangeFeed();
    const cache = createQueryCache(feed);
    const compute = counter();
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('a', compute)).toBe(1);
    feed.bump();
    expect(await cache.get('a', compute)).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2 });
  });

  it('never serves an answer that raced a change under the new version', async () => {
    const feed = createLocalChangeFeed();
    const cache = createQueryCache(feed);
    let release!: (value: string) => void;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    feed.bump(); // a write commits while the read is under way
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
  });

  it('shares one computation between concurrent misses, and forgets a failure', async () => {
    const cache = createQueryCache(createLocalChangeFeed());
    const compute = counter();
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a, b]).toEqual([1, 1]);
    expect(compute).toHaveBeenCalledTimes(1);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'back')).toBe('back');
  });

  it('expires entries after their time and drops the least recently used past its size', async () => {
    vi.useFakeTimers();
    try {
      const cache = createQueryCache(createLocalChangeFeed(), { maxEntries: 2, ttlMs: 1000 });
      const compute = counter();
      await cache.get('a', compute); // 1
      vi.advanceTimersByTime(1001);
      expect(await cache.get('a', compute)).toBe(2);
      await cache.get('b', compute); // 3
      await cache.get('a', compute); // hit: a is now the most recent
      await cache.get('c', compute); // 4, drops b
      expect(await cache.get('a', compute)).toBe(2);
      expect(await cache.get('b', compute)).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('computes every answer while the change feed cannot vouch for freshness', async () => {
    const deaf: ChangeFeed = { current: () => undefined, bump: () => {}, close: async () => {} };
    const cache = createQueryCache(deaf);
    const compute = counter();
    await cache.get('a', compute);
    expect(await cache.get('a', compute)).toBe(2);
    expect(cache.stats()).toMatchObject({ bypassed: 2, entries: 0 });
  });

  it('keys by the params whatever their order, leaving out undefined ones', () => {
    expect(cacheKey('x', { b: 1, a: [2], c: undefined })).toBe(cacheKey('x', { a: [2], b: 1 }));
    expect(cacheKey('x', { a: 1 })).not.toBe(cacheKey('y', { a: 1 }));
  });
});
