// What the sitemap lists: available cars only, published posts only (issue 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCar, createPost } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sitemap references', () => {
  it('lists available cars, not sold or pending ones, with their last change', async () => {
    const available = await createCar(t.services, { status: 'available' });
    const sold = await createCar(t.services, { status: 'sold' });
    const pending = await createCar(t.services, { status: 'pending' });
    const refs = await t.services.cars.listAvailableCarRefs();
    const ids = refs.map((ref) => ref.id);
    expect(ids).toContain(available.id);
    expect(ids).not.toContain(sold.id);
    expect(ids).not.toContain(pending.id);
    expect(refs.find((ref) => ref.id === available.id)?.updatedAt).toBe(available.updatedAt);
  });

  it('lists published posts, not drafts', async () => {
    const live = await createPost(t.services, { slug: 'sitemap-live', published: true });
    await createPost(t.services, { slug: 'sitemap-draft', published: false });
    const refs = await t.services.blog.listPublishedPostRefs();
    expect(refs.map((ref) => ref.slug)).toContain('sitemap-live');
    expect(refs.map((ref) => ref.slug)).not.toContain('sitemap-draft');
    expect(refs.find((ref) => ref.slug === 'sitemap-live')?.updatedAt).toBe(live.updatedAt);
  });
});
