import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

describe('lazyResolver', () => {
  it('loads the real resolver once and hands it every validation', async () => {
    const real: Resolver<FieldValues> = vi.fn(async (values) => ({ values, errors: {} }));
    const load = vi.fn(async () => real);
    const { resolver, preload } = lazyResolver(load);
    void preload();
    await resolver({ name: 'a' }, undefined, options);
    const second = await resolver({ name: 'b' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledTimes(2);
    expect(second.values).toEqual({ name: 'b' });
  });

  it('tries the fetch again after a failure (e.g. offline)', async () => {
    const real: Resolver<FieldValues> = async (values) => ({ values, errors: {} });
    const load = vi
      .fn<() => Promise<Resolver<FieldValues>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(real);
    const { resolver } = lazyResolver(load);
    await expect(resolver({}, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ ok: true }, undefined, options)).resolves.toMatchObject({
      values: { ok: true },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
