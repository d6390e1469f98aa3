import { describe, expect, it } from 'vitest';
import { createVersionedLru } from './versioned-lru';

describe('createVersionedLru', () => {
  it('answers a key only at the version it was kept at', () => {
    const lru = createVersionedLru<string>({ maxEntries: 10, ttlMs: 60_000 });
    lru.set('a', 1, 'one');
    expect(lru.get('a', 1)).toBe('one');
    expect(lru.get('a', 2)).toBeUndefined();
  });

  it('drops the least recently used past the total size, and never keeps a value above it', () => {
    const lru = createVersionedLru<string>({
      maxEntries: 10,
      ttlMs: 60_000,
      maxSize: 10,
      sizeOf: (value) => value.length,
    });
    lru.set('a', 1, 'aaaa');
    lru.set('b', 1, 'bbbb');
    expect(lru.get('a', 1)).toBe('aaaa'); // a is now the most recently used
    lru.set('c', 1, 'cccc');
    expect(lru.get('b', 1)).toBeUndefined();
    expect([lru.get('a', 1), lru.get('c', 1)]).toEqual(['aaaa', 'cccc']);
    lru.set('d', 1, 'd'.repeat(11));
    expect(lru.get('d', 1)).toBeUndefined();
    expect(lru.size).toBe(2);
    // Replacing a value counts its new size only.
    lru.set('a', 1, 'aaaaaa');
    expect([lru.get('a', 1), lru.get('c', 1), lru.size]).toEqual(['aaaaaa', 'cccc', 2]);
  });
});
