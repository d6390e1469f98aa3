import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { PostCard, PostCardSkeleton } from '~/features/blog/post-card';
import { pageMeta } from '~/lib/seo';
import { pageNumber } from '../../common/paging';
import { SITE } from '../../common/site';
import { toPostSummary } from '../../common/summaries';
import type { Route } from './+types/blog';

/** Posts per page of the list; the skeleton count while loading is 6 (docs/product.md#loading-states). */
const PAGE_SIZE = 12;
const SKELETON_COUNT = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams);
  const posts = await context.services.blog.listPosts({ page, pageSize: PAGE_SIZE });
  // Only what the cards show of each article.
  return { posts: { ...posts, items: posts.items.map(toPostSummary) } };
}

// On client-side navigation the page shows at once, with skeletons until the posts arrive; the
// first visit is server-rendered with the posts (no hydration run of this loader).
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { posts: serverLoader().then((data) => data.posts) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const page = pageNumber(new URLSearchParams(location.search));
  return pageMeta(matches, {
    title: page > 1 ? `Car Buying Tips & News (page ${page})` : 'Car Buying Tips & News',
    description: `Guides on buying, financing and caring for a used car in BC from the team at ${SITE.name}: maintenance, financing, buying guides, reviews and industry news.`,
    path: page > 1 ? `/blog?page=${page}` : '/blog',
  });
}

function PostGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

function BlogListSkeleton() {
  return (
    <div role="status" aria-label="Loading articles">
      <PostGrid>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <PostCardSkeleton key={index} />
        ))}
      </PostGrid>
    </div>
  );
}

function pageHref(page: number): string {
  return page > 1 ? `/blog?page=${page}` : '/blog';
}

const pagerLinkClass =
  'inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring';

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Blog" title="Car Buying Tips & News">
        <p>
          Straight answers on buying, financing and caring for a used car in British Columbia, from
          the people who inspect and sell them every day.
        </p>
      </PageHero>
      <section aria-label="Articles" className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
        <Suspense fallback={<BlogListSkeleton />}>
          <Await resolve={loaderData.posts}>
            {({ items: posts, page, pageSize, total }) => {
              const pageCount = Math.ceil(total / pageSize);
              if (posts.length === 0) {
                return (
                  <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
                    <p className="text-lg font-semibold text-slate-900">
                      No blog posts available yet.
                    </p>
                    {page > 1 && (
                      <Link to="/blog" className="mt-3 inline-block font-semibold text-brand-700">
                        Back to the latest articles
                      </Link>
                    )}
                  </div>
                );
              }
              return (
                <>
                  <PostGrid>
                    {posts.map((post, index) => (
                      <PostCard
                        key={post.id}
                        post={post}
                        headingLevel="h2"
                        priority={index === 0}
                      />
                    ))}
                  </PostGrid>
                  {pageCount > 1 && (
                    <nav
                      aria-label="Pages"
                      className="mt-10 flex items-center justify-center gap-3 text-sm"
                    >
                      {page > 1 && (
                        <Link to={pageHref(page - 1)} className={pagerLinkClass}>
                          ← Newer articles
                        </Link>
                      )}
                      <span className="text-slate-600">
                        Page {page} of {pageCount}
                      </span>
                      {page < pageCount && (
                        <Link to={pageHref(page + 1)} className={pagerLinkClass}>
                          Older articles →
                        </Link>
                      )}
                    </nav>
                  )}
                </>
              );
            }}
          </Await>
        </Suspense>
      </section>
    </>
  );
}
