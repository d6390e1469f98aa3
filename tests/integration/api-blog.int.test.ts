// The blog API: drafts stay private, slugs and ids share one path deliberately, slugs are unique,
// the rules of docs/product.md#validation hold and HTML is sanitised on the way in and out (issue 3).
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, BlogPostFormValues } from '../../common/schemas/blog';
import { slugify } from '../../common/schemas/blog';
import { BLOG_CATEGORIES } from '../../common/constants';
import { blogPosts } from '../../server/db/schema';
import { buildPost } from '../factories';
import { signedInAgent } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

// Every field set; content that sanitising leaves as it is.
const POST: BlogPostFormValues = buildPost({
  slug: 'winter-tires-in-bc',
  content: '<h2>Why</h2><p>Because the <strong>law</strong> says so.</p>',
  featuredImage: 'https://images.example.com/tires.jpg',
  category: 'Maintenance',
  published: true,
});

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t);
});
afterAll(() => t.close());

const create = async (change: Partial<BlogPostFormValues>) =>
  (
    await admin
      .post('/api/blog')
      .send({ ...POST, ...change })
      .expect(201)
  ).body as BlogPost;

describe('publishing and reading posts', () => {
  let published: BlogPost;
  let draft: BlogPost;
  beforeAll(async () => {
    published = await create({});
    draft = await create({ title: 'Coming soon', slug: 'coming-soon', published: false });
  });

  it('stores a post with every field and the signed-in author', async () => {
    expect(published).toMatchObject({ ...POST, id: expect.any(Number) });
    const user = await t.services.users.findUserByUsername('staff');
    expect(published.authorId).toBe(user!.id);
  });

  it('starts as a draft when published is not sent', async () => {
    const { published: _omit, ...rest } = POST;
    const post = (
      await admin
        .post('/api/blog')
        .send({ ...rest, slug: 'implicit-draft' })
        .expect(201)
    ).body as BlogPost;
    expect(post.published).toBe(false);
  });

  it('lists published posts newest first to the public, drafts too to an admin', async () => {
    const pub = await request(t.app).get('/api/blog').expect(200);
    const slugs = (pub.body as BlogPost[]).map((p) => p.slug);
    expect(slugs).toContain(published.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(pub.headers['x-total-count']).toBe(String(slugs.length));
    const all = await admin.get('/api/blog').expect(200);
    const allSlugs = (all.body as BlogPost[]).map((p) => p.slug);
    expect(allSlugs).toContain(draft.slug);
    const dates = (all.body as BlogPost[]).map((p) => Date.parse(p.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('serves a published post by slug and by id; a draft is 404 to the public either way', async () => {
    expect((await request(t.app).get(`/api/blog/${published.slug}`).expect(200)).body.id).toBe(
      published.id,
    );
    expect((await request(t.app).get(`/api/blog/${published.id}`).expect(200)).body.slug).toBe(
      published.slug,
    );
    const bySlug = await request(t.app).get(`/api/blog/${draft.slug}`).expect(404);
    expect(bySlug.body).toEqual({ error: 'Blog post not found' });
    await request(t.app).get(`/api/blog/${draft.id}`).expect(404);
  });

  it('serves a draft to the editor by id (and by slug for a preview)', async () => {
    expect((await admin.get(`/api/blog/${draft.id}`).expect(200)).body.slug).toBe(draft.slug);
    expect((await admin.get(`/api/blog/${draft.slug}`).expect(200)).body.id).toBe(draft.id);
  });

  it('resolves the slug/id ambiguity: digits are an id, an all-digit slug is refused', async () => {
    const res = await admin
      .post('/api/blog')
      .send({ ...POST, slug: '2024' })
      .expect(400);
    expect(res.body.details.slug).toEqual(['Slug must contain at least one letter']);
    const mixed = await create({ slug: '2024-buyers-guide', title: '2024 Buyers Guide' });
    expect((await request(t.app).get('/api/blog/2024-buyers-guide').expect(200)).body.id).toBe(
      mixed.id,
    );
    await request(t.app).get('/api/blog/99999999').expect(404);
    await request(t.app).get('/api/blog/99999999999999').expect(404);
    await request(t.app).get('/api/blog/Not_A_Slug').expect(404);
  });

  it('replaces a post with PUT (publishing a draft makes it public) and deletes it', async () => {
    const updated = await admin
      .put(`/api/blog/${draft.id}`)
      .send({ ...POST, title: 'Now live', slug: 'now-live', published: true })
      .expect(200);
    expect(updated.body).toMatchObject({ title: 'Now live', slug: 'now-live', published: true });
    await request(t.app).get('/api/blog/now-live').expect(200);
    await request(t.app).get('/api/blog/coming-soon').expect(404);
    await admin.delete(`/api/blog/${draft.id}`).expect(204);
    await request(t.app).get('/api/blog/now-live').expect(404);
    await admin.delete(`/api/blog/${draft.id}`).expect(404);
    await admin.put(`/api/blog/${draft.id}`).send(POST).expect(404);
  });

  it('refuses a duplicate slug with 409 naming the field, on create and on update', async () => {
    const dup = await admin.post('/api/blog').send(POST).expect(409);
    expect(dup.body.error).toMatch(/already used/);
    expect(dup.body.details).toEqual({ slug: ['This slug is already used by another post'] });
    const other = await create({ slug: 'another-post' });
    await admin.put(`/api/blog/${other.id}`).send(POST).expect(409);
  });
});

describe('the blog rules (docs/product.md#validation)', () => {
  it.each([
    ['title missing', { title: '' }, 'title', 'Title is required'],
    ['title over 200', { title: 'x'.repeat(201) }, 'title', 'Must be at most 200 characters'],
    ['slug missing', { slug: '' }, 'slug', 'Slug is required'],
    [
      'slug with capitals',
      { slug: 'Winter-Tires' },
      'slug',
      'Slug can hold only lowercase letters, digits and single hyphens',
    ],
    [
      'slug with spaces',
      { slug: 'winter tires' },
      'slug',
      'Slug can hold only lowercase letters, digits and single hyphens',
    ],
    [
      'slug with edge hyphen',
      { slug: '-winter' },
      'slug',
      'Slug can hold only lowercase letters, digits and single hyphens',
    ],
    [
      'slug with double hyphen',
      { slug: 'winter--tires' },
      'slug',
      'Slug can hold only lowercase letters, digits and single hyphens',
    ],
    ['content missing', { content: '' }, 'content', 'Content is required'],
    ['category outside the list', { category: 'Gossip' }, 'category', 'Please select a category'],
    [
      'meta description over 160',
      { metaDescription: 'x'.repeat(161) },
      'metaDescription',
      'Must be at most 160 characters',
    ],
    [
      'featured image javascript:',
      { featuredImage: 'javascript:alert(1)' },
      'featuredImage',
      'Featured image must be an https:// address or an uploaded image',
    ],
    ['unknown field', { authorId: 'someone' }, '_', 'Unrecognized key: "authorId"'],
  ] as const)('%s', async (_name, change, field, message) => {
    const res = await admin
      .post('/api/blog')
      .send({ ...POST, slug: 'rule-check', ...change })
      .expect(400);
    expect(res.body.details[field]).toContain(message);
  });

  it('accepts every category of the list', async () => {
    for (const [i, category] of BLOG_CATEGORIES.entries()) {
      await admin
        .post('/api/blog')
        .send({ ...POST, slug: `category-${i}-${slugify(category)}`, category })
        .expect(201);
    }
  });

  it('makes slugs by the slug rule (docs/product.md#slug-rule)', () => {
    expect(slugify('  Winter Tires: What BC Drivers Need to Know!  ')).toBe(
      'winter-tires-what-bc-drivers-need-to-know',
    );
    expect(slugify('Café & Crème -- 2024')).toBe('cafe-creme-2024');
    expect(slugify('---')).toBe('');
  });
});

describe('HTML content', () => {
  it('is sanitised when saved and again when served', async () => {
    const post = await create({
      slug: 'xss-attempt',
      content:
        '<p>Hello</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
    });
    expect(post.content).toBe('<p>Hello</p><img src="x" loading="lazy" /><a>x</a>');
    // A row written around the API (e.g. an old import) is cleaned when served.
    await t.db
      .update(blogPosts)
      .set({ content: '<p>ok</p><iframe srcdoc="x"></iframe><svg onload=alert(1)>' })
      .where(eq(blogPosts.id, post.id));
    const served = await request(t.app).get('/api/blog/xss-attempt').expect(200);
    expect(served.body.content).toBe('<p>ok</p>');
  });
});

describe('POST /api/blog/preview', () => {
  it('returns the content sanitised as a save would store it, and stores nothing', async () => {
    const before = (await t.db.select().from(blogPosts)).length;
    const res = await admin
      .post('/api/blog/preview')
      .send({ content: '<p onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script>' })
      .expect(200);
    expect(res.body).toEqual({ html: '<p>Hi <strong>there</strong></p>' });
    expect((await t.db.select().from(blogPosts)).length).toBe(before);
  });

  it('is for admins only', async () => {
    await request(t.app)
      .post('/api/blog/preview')
      .set('Content-Type', 'application/json')
      .send({ content: '<p>x</p>' })
      .expect(401);
  });
});
