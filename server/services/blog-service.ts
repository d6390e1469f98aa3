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
import { changedFields, recordAudit, type AuditActor } from './audit-service';

/**
 * What an audit row of a post compares (docs/product.md#audit-log). The body is named when it
 * changed, not copied: a post's text would fill the log with every draft.
 */
const POST_AUDIT_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'featuredImage',
  'metaDescription',
  'category',
  'published',
] as const;

function postChanges(before: BlogPostRow | null, after: BlogPostRow) {
  const changes = changedFields(before, after, POST_AUDIT_FIELDS);
  if ((before?.content ?? null) !== after.content) changes.content = ['…', 'edited'];
  return changes;
}

/** post.publish / post.unpublish when that is what an edit did, else post.update. */
function postAction(before: BlogPostRow, after: BlogPostRow): string {
  if (before.published === after.published) return 'post.update';
  return after.published ? 'post.publish' : 'post.unpublish';
}

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

    async createPost(
      input: BlogPostInput,
      authorId: string | null,
      actor?: AuditActor,
    ): Promise<BlogPost> {
      const row = await withUniqueSlug(input.slug, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(blogPosts)
            .values({ ...postColumns(input), authorId })
            .returning();
          if (actor) {
            await recordAudit(tx, actor, {
              action: 'post.create',
              entityType: 'post',
              entityId: row!.id,
              summary: row!.title,
              changes: postChanges(null, row!),
            });
          }
          return row!;
        }),
      );
      return toBlogPost(row);
    },

    async updatePost(id: number, input: BlogPostInput, actor?: AuditActor): Promise<BlogPost> {
      const row = await withUniqueSlug(input.slug, () =>
        db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(blogPosts)
            .where(eq(blogPosts.id, id))
            .for('update');
          if (!before) throw postNotFound();
          const [row] = await tx
            .update(blogPosts)
            .set(postColumns(input))
            .where(eq(blogPosts.id, id))
            .returning();
          if (actor) {
            await recordAudit(tx, actor, {
              action: postAction(before, row!),
              entityType: 'post',
              entityId: id,
              summary: row!.title,
              changes: postChanges(before, row!),
            });
          }
          return row!;
        }),
      );
      return toBlogPost(row);
    },

    async deletePost(id: number, actor?: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(blogPosts)
          .where(eq(blogPosts.id, id))
          .returning({ id: blogPosts.id, title: blogPosts.title });
        if (!row) throw postNotFound();
        if (actor) {
          await recordAudit(tx, actor, {
            action: 'post.delete',
            entityType: 'post',
            entityId: id,
            summary: row.title,
          });
        }
      });
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
