// What the sitemap lists: available cars only, published posts only (issue 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '../../common/schemas/blog';
import type { Car } from '../../common/schemas/car';
import { signedInAgent } from '../support/admin';
import { FULL_CAR } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t);
});
afterAll(() => t.close());

const POST = {
  title: 'Sitemap post',
  content: '<p>Hello</p>',
  excerpt: null,
  featuredImage: null,
  metaDescription: null,
  category: 'Maintenance',
};

describe('sitemap references', () => {
  it('lists available cars, not sold or pending ones, with their last change', async () => {
    const make = async (status: string) =>
      (
        await admin
          .post('/api/cars')
          .send({ ...FULL_CAR, status })
          .expect(201)
      ).body as Car;
    const available = await make('available');
    const sold = await make('sold');
    const pending = await make('pending');
    const refs = await t.services.cars.listAvailableCarRefs();
    const ids = refs.map((ref) => ref.id);
    expect(ids).toContain(available.id);
    expect(ids).not.toContain(sold.id);
    expect(ids).not.toContain(pending.id);
    expect(refs.find((ref) => ref.id === available.id)?.updatedAt).toBe(available.updatedAt);
  });

  it('lists published posts, not drafts', async () => {
    const make = async (slug: string, published: boolean) =>
      (
        await admin
          .post('/api/blog')
          .send({ ...POST, slug, published })
          .expect(201)
      ).body as BlogPost;
    const live = await make('sitemap-live', true);
    await make('sitemap-draft', false);
    const refs = await t.services.blog.listPublishedPostRefs();
    expect(refs.map((ref) => ref.slug)).toContain('sitemap-live');
    expect(refs.map((ref) => ref.slug)).not.toContain('sitemap-draft');
    expect(refs.find((ref) => ref.slug === 'sitemap-live')?.updatedAt).toBe(live.updatedAt);
  });
});
