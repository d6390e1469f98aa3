import { describe, expect, it } from 'vitest';
import { IdempotencyHeadersSchema } from '../../common/schemas/requests';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes UUID v4 keys the API accepts, a new one each time', () => {
    const keys = Array.from({ length: 200 }, newIdempotencyKey);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(IdempotencyHeadersSchema.parse({ 'Idempotency-Key': key })).toEqual({
        'Idempotency-Key': key,
      });
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});
