import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  BlogPostInputSchema,
  newPostInput,
  postToInput,
  SlugSchema,
  slugify,
  type BlogPost,
  type BlogPostFormValues,
} from './blog';

describe('slugify (docs/product.md#slug-rule)', () => {
  it('lowercases and collapses runs of other characters into one hyphen', () => {
    expect(slugify('Winter Tires in BC')).toBe('winter-tires-in-bc');
    expect(slugify('Tips & Tricks: 5 ways -- to save!')).toBe('tips-tricks-5-ways-to-save');
  });

  it('trims hyphens from the ends', () => {
    expect(slugify('  --Hello, World!--  ')).toBe('hello-world');
  });

  it('drops accents instead of the letters', () => {
    expect(slugify('Café Crème Review')).toBe('cafe-creme-review');
  });

  it('gives slugs the schema accepts', () => {
    expect(SlugSchema.safeParse(slugify('2024 Honda Civic: a review')).success).toBe(true);
  });

  it('is empty for a title without letters or digits', () => {
    expect(slugify('!!! ---')).toBe('');
  });
});

const stored: BlogPost = {
  id: 4,
  title: 'Winter tires in BC',
  slug: 'winter-tires-in-bc',
  content: '<p>Chains or tires?</p>',
  excerpt: null,
  featuredImage: 'https://example.com/tires.jpg',
  metaDescription: 'When BC law asks for winter tires',
  category: 'Tips & Tricks',
  published: true,
  authorId: 'u1',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('the blog form values', () => {
  it('start a new post as an empty draft without a category', () => {
    const result = BlogPostInputSchema.safeParse(newPostInput());
    expect(newPostInput().published).toBe(false);
    expect(new Set(result.error?.issues.map((issue) => issue.path[0]))).toEqual(
      new Set(['title', 'slug', 'content', 'category']),
    );
  });

  it('of a stored post save it unchanged', () => {
    const parsed = BlogPostInputSchema.parse(postToInput(stored));
    const { id: _id, authorId: _a, createdAt: _c, updatedAt: _u, ...fields } = stored;
    expect(parsed).toEqual(fields);
  });

  it('of a post whose category is not on the list ask for the category again', () => {
    expect(postToInput({ ...stored, category: 'Gossip' }).category).toBeUndefined();
  });

  it('leave only id, author and the timestamps out of a stored post', () => {
    expectTypeOf<Exclude<keyof BlogPost, keyof BlogPostFormValues>>().toEqualTypeOf<
      'id' | 'authorId' | 'createdAt' | 'updatedAt'
    >();
  });
});
