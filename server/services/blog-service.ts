import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { BlogPost, BlogPostInput } from '../../common/schemas/blog';
import type { Page, Paging } from '../../common/schemas/api';
import { sanitizeBlogHtml } from '../content/sanitize-blog-html';
import type { Database } from '../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/errors';
import { blogPosts, type BlogPostRow } from '../db/schema';
import { AppError } from '../errors';
import { toIso } from './mapping';
import { pageOf, withPaging } from './paging';

export function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    // Sanitised on the way out as well as on the way in.
    content: sanitizeBlogHtml(row.content),
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    metaDescription: row.metaDescription,
    category: row.category,
    published: row.published,
    authorId: row.authorId,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

const postNotFound = () => new AppError('not_found', 'Blog post not found');

function slugTaken(slug: string): AppError {
  return new AppError('conflict', `The slug "${slug}" is already used by another post`, {
    slug: ['This slug is already used by another post'],
  });
}

/** Runs a write; a duplicate slug becomes a 409 naming the field instead of a 500. */
async function withUniqueSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw slugTaken(slug);
    throw error;
  }
}

function postColumns(input: BlogPostInput) {
  return { ...input, content: sanitizeBlogHtml(input.content) };
}

export function createBlogService(db: Database) {
  return {
    /** Newest first. Drafts only when asked for (an admin's view). */
    async listPosts(options: Paging & { includeDrafts?: boolean }): Promise<Page<BlogPost>> {
      const where: SQL | undefined = options.includeDrafts
        ? undefined
        : eq(blogPosts.published, true);
      const [rows, [totals]] = await Promise.all([
        withPaging(
          db
            .select()
            .from(blogPosts)
            .where(where)
            .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
            .$dynamic(),
          options,
        ),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return pageOf(rows.map(toBlogPost), totals?.total, options);
    },

    /** Every published post, for the sitemap: slug and last change. */
    async listPublishedPostRefs(): Promise<{ slug: string; updatedAt: string }[]> {
      const rows = await db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.published, true))
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
      return rows.map((row) => ({ slug: row.slug, updatedAt: toIso(row.updatedAt) }));
    },

    async getPublishedPostBySlug(slug: string): Promise<BlogPost | null> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)));
      return row ? toBlogPost(row) : null;
    },

    /** By slug, drafts included (an admin previewing). */
    async getPostBySlug(slug: string): Promise<BlogPost | null> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
      return row ? toBlogPost(row) : null;
    },

    /** By id; a draft only when `includeDrafts` (the editor). */
    async getPost(id: number, options: { includeDrafts?: boolean } = {}): Promise<BlogPost | null> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(
          options.includeDrafts
            ? eq(blogPosts.id, id)
            : and(eq(blogPosts.id, id), eq(blogPosts.published, true)),
        );
      return row ? toBlogPost(row) : null;
    },

    async createPost(input: BlogPostInput, authorId: string | null): Promise<BlogPost> {
      const [row] = await withUniqueSlug(input.slug, () =>
        db
          .insert(blogPosts)
          .values({ ...postColumns(input), authorId })
          .returning(),
      );
      return toBlogPost(row!);
    },

    async updatePost(id: number, input: BlogPostInput): Promise<BlogPost> {
      const [row] = await withUniqueSlug(input.slug, () =>
        db.update(blogPosts).set(postColumns(input)).where(eq(blogPosts.id, id)).returning(),
      );
      if (!row) throw postNotFound();
      return toBlogPost(row);
    },

    async deletePost(id: number): Promise<void> {
      const [row] = await db
        .delete(blogPosts)
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      if (!row) throw postNotFound();
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
