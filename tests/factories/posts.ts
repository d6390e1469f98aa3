// Blog posts for tests: valid blog-editor input built from the demo seed's own builder
// (server/seed/inputs.ts), with a slug of its own, and a helper that stores one.
import {
  BlogPostInputSchema,
  type BlogPost,
  type BlogPostFormValues,
} from '../../common/schemas/blog';
import { demoPosts } from '../../server/seed/demo-posts';
import { demoPostInput } from '../../server/seed/inputs';
import type { Services } from '../../server/services';
import { uniqueTag } from './unique';

/**
 * A valid post as the blog editor sends it: the first demo post (published, no featured image)
 * under a slug no other post has, then `overrides`.
 */
export function buildPost(overrides: Partial<BlogPostFormValues> = {}): BlogPostFormValues {
  const demo = demoPostInput(demoPosts[0]!);
  return { ...demo, slug: `${demo.slug.slice(0, 150)}-${uniqueTag()}`, ...overrides };
}

/** Stores a post built by `buildPost(overrides)` through the service, as the API would. */
export async function createPost(
  services: Pick<Services, 'blog'>,
  overrides: Partial<BlogPostFormValues> = {},
  authorId: string | null = null,
): Promise<BlogPost> {
  return services.blog.createPost(BlogPostInputSchema.parse(buildPost(overrides)), authorId);
}
