import type { ComponentProps } from 'react';
import { PostCard } from './post-card';

/** The home page's latest articles (docs/product.md#home), or a line saying there are none yet. */
export function LatestPosts({
  posts,
}: {
  posts: (ComponentProps<typeof PostCard>['post'] & { id: number })[];
}) {
  return posts.length === 0 ? (
    <p className="mt-8 text-slate-600">No blog posts available yet.</p>
  ) : (
    <div className="mt-8 grid gap-6 md:grid-cols-3">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </div>
  );
}
