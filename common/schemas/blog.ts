// Blog posts (docs/product.md#blog-form). Content is HTML; the server sanitises it on save and on render.
import { z } from './zod';
import { BLOG_CATEGORIES } from '../constants';
import { PhotoRefSchema } from './car';
import { longText, optionalText, requiredText } from './fields';

/**
 * The slug rule (docs/product.md#slug-rule): lowercase, runs of anything but letters and digits collapsed to one
 * hyphen, hyphens trimmed from the ends.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // é → e before the collapse
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * GET /api/blog/{x} serves both a slug (public) and an id (editor). A slug therefore always holds
 * a letter, so an all-digit path segment can only be an id.
 */
export const SlugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(200, 'Slug must be at most 200 characters')
  .regex(SLUG_PATTERN, 'Slug can hold only lowercase letters, digits and single hyphens')
  .regex(/[a-z]/, 'Slug must contain at least one letter');

/**
 * A post's featured image: the same rule as a car photo (one of our own images or an https
 * address), with a message that names the field instead of speaking of photos.
 */
const FeaturedImageSchema = z
  .string()
  .trim()
  .max(2048, 'Featured image address is too long')
  .refine(
    (value) => value.length > 2048 || PhotoRefSchema.safeParse(value).success,
    'Featured image must be an https:// address or an uploaded image',
  );

export const BlogPostInputSchema = z
  .strictObject({
    title: requiredText(200, 'Title is required'),
    slug: SlugSchema,
    content: z
      .string({ error: 'Content is required' })
      .trim()
      .min(1, 'Content is required')
      .max(90_000, 'Content is too long'),
    excerpt: longText(1000),
    featuredImage: FeaturedImageSchema.nullish()
      .or(z.literal(''))
      .transform((value) => (value ? value : null)),
    metaDescription: optionalText(160),
    category: z.enum(BLOG_CATEGORIES, { error: 'Please select a category' }),
    published: z.boolean({ error: 'Published must be true or false' }).default(false),
  })
  .meta({ id: 'BlogPostInput' });

export type BlogPostInput = z.output<typeof BlogPostInputSchema>;
export type BlogPostFormValues = z.input<typeof BlogPostInputSchema>;
/** The blog form's values before a category is chosen. */
export type BlogPostDraft = Omit<BlogPostFormValues, 'category'> & {
  category?: BlogPostFormValues['category'];
};

export const BlogPostSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    content: z.string().meta({ description: 'Sanitised HTML' }),
    excerpt: z.string().nullable(),
    featuredImage: z.string().nullable(),
    metaDescription: z.string().nullable(),
    category: z.string(),
    published: z.boolean(),
    authorId: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'BlogPost' });

export type BlogPost = z.infer<typeof BlogPostSchema>;

/** A new post in the blog form (docs/product.md#blog-form): a draft with no category yet. */
export function newPostInput(): BlogPostDraft {
  return {
    title: '',
    slug: '',
    content: '',
    excerpt: '',
    featuredImage: '',
    metaDescription: '',
    published: false,
  };
}

/** A stored post as the input that saves it unchanged (the blog form's edit mode). */
export function postToInput(post: BlogPost): BlogPostDraft {
  // Every other field of a post is an input field (pinned by a type test in blog.test.ts).
  const { id: _id, authorId: _a, createdAt: _c, updatedAt: _u, category, ...fields } = post;
  return { ...fields, category: BLOG_CATEGORIES.find((listed) => listed === category) };
}

/** POST /api/blog/preview: the editor's content, to see it as the public page will. */
export const BlogPreviewInputSchema = z
  .strictObject({
    content: z.string({ error: 'Content is required' }).max(90_000, 'Content is too long'),
  })
  .meta({ id: 'BlogPreviewInput' });

export const BlogPreviewSchema = z
  .object({ html: z.string().meta({ description: 'The sanitised HTML' }) })
  .meta({ id: 'BlogPreview' });
