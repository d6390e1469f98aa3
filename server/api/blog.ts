import { z } from 'zod';
import { PageQuerySchema, normalisePaging } from '../../common/schemas/api';
import {
  BlogPostInputSchema,
  BlogPostSchema,
  BlogPreviewInputSchema,
  BlogPreviewSchema,
} from '../../common/schemas/blog';
import { parseIdParam } from '../../common/schemas/ids';
import { sanitizeBlogHtml } from '../content/sanitize-blog-html';
import { AppError } from '../errors';
import { auditActor } from './audit-actor';
import { defineRoute, IdParams, sendPage, type AnyApiRoute } from './route';

const TAG = 'Blog';
const NOT_FOUND = 'Blog post not found';

/**
 * GET /api/blog/{slugOrId}: the product uses the same path (docs/product.md#api-endpoints) for the public (a slug) and the editor (an
 * id). Slugs always contain a letter (SlugSchema), so all digits means an id and anything else a
 * slug. Either way a draft is found only with an admin session.
 */
const SlugOrIdParams = z.object({
  slugOrId: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+$/)
    .meta({
      description: 'A slug (has a letter) or a numeric id (digits only)',
      example: 'winter-tires-in-bc',
    }),
});

export const blogRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/blog',
    access: 'session',
    tag: TAG,
    summary: 'Blog posts, newest first',
    description: 'Published posts; with an admin session, drafts too.',
    query: PageQuerySchema,
    success: {
      status: 200,
      description: 'A page of posts',
      schema: z.array(BlogPostSchema),
      paged: true,
    },
    async handler(context) {
      const result = await context.deps.services.blog.listPosts({
        ...normalisePaging(context.query),
        includeDrafts: context.admin !== null,
      });
      return sendPage(context, result);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/blog/:slugOrId',
    access: 'session',
    tag: TAG,
    summary: 'One blog post, by slug (public) or by id (editor)',
    params: SlugOrIdParams,
    notFound: NOT_FOUND,
    success: { status: 200, description: 'The post', schema: BlogPostSchema },
    errors: { 404: `${NOT_FOUND} (drafts too, without an admin session)` },
    async handler({ params, admin, deps }) {
      const { blog } = deps.services;
      let post;
      if (/^\d+$/.test(params.slugOrId)) {
        const id = parseIdParam(params.slugOrId);
        post = id === null ? null : await blog.getPost(id, { includeDrafts: admin !== null });
      } else {
        post = await blog.getPublishedPostBySlug(params.slugOrId);
        if (!post && admin) post = await blog.getPostBySlug(params.slugOrId);
      }
      if (!post) throw new AppError('not_found', NOT_FOUND);
      return post;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/blog',
    access: 'admin',
    tag: TAG,
    summary: 'Add a blog post',
    description: 'The content is sanitised HTML: anything outside the allowlist is removed.',
    body: BlogPostInputSchema,
    success: { status: 201, description: 'The stored post', schema: BlogPostSchema },
    errors: { 400: 'A field breaks a rule', 409: 'The slug is taken (details.slug)' },
    handler: (context) =>
      context.deps.services.blog.createPost(
        context.body,
        context.admin?.id ?? null,
        auditActor(context),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/blog/preview',
    access: 'admin',
    tag: TAG,
    summary: 'Preview content as it will be stored and shown',
    description:
      'Returns the content sanitised by the same allowlist as a save. Nothing is stored.',
    body: BlogPreviewInputSchema,
    success: { status: 200, description: 'The sanitised HTML', schema: BlogPreviewSchema },
    handler: async ({ body }) => ({ html: sanitizeBlogHtml(body.content) }),
  }),
  defineRoute({
    method: 'put',
    path: '/blog/:id',
    access: 'admin',
    tag: TAG,
    summary: 'Replace a blog post',
    params: IdParams,
    body: BlogPostInputSchema,
    notFound: NOT_FOUND,
    success: { status: 200, description: 'The stored post', schema: BlogPostSchema },
    errors: {
      400: 'A field breaks a rule',
      404: NOT_FOUND,
      409: 'The slug is taken (details.slug)',
    },
    handler: (context) =>
      context.deps.services.blog.updatePost(context.params.id, context.body, auditActor(context)),
  }),
  defineRoute({
    method: 'delete',
    path: '/blog/:id',
    access: 'admin',
    tag: TAG,
    summary: 'Delete a blog post',
    params: IdParams,
    notFound: NOT_FOUND,
    success: { status: 204, description: 'Deleted' },
    errors: { 404: NOT_FOUND },
    async handler(context) {
      await context.deps.services.blog.deletePost(context.params.id, auditActor(context));
    },
  }),
];
