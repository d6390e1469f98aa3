import UserRound from 'lucide-react/icons/user-round';
import { data } from 'react-router';
import { BackLink } from '~/components/back-link';
import { StatusMessage } from '~/components/status-message';
import { formatPostDate, PostImage, PostMeta } from '~/features/blog/post-card';
import { absoluteUrl, originFromMatches, pageMeta } from '~/lib/seo';
import { formatUtcDate } from '../../common/dates';
import { photoSrc } from '../../common/images';
import type { BlogPost } from '../../common/schemas/blog';
import { SITE } from '../../common/site';
import type { Route } from './+types/blog-post';
import { ButtonLink } from '~/components/button-link';

/** The byline of every article (docs/product.md#blog-article). */
const AUTHOR = 'Auto Expert';

// The service sanitises the stored HTML (server/content/sanitize-blog-html.ts) as it reads the
// row, so the page renders only allowlisted tags whatever wrote the row.
export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await context.services.blog.getPublishedPostBySlug(params.slug);
  if (!post) return data({ post: null }, { status: 404 });
  return { post };
}

/** "Monday, November 23, 2026" (UTC, like the cards, so server and browser agree). */
function formatLongDate(iso: string): string {
  return formatUtcDate(iso, { weekday: true });
}

/** The edit date is worth showing only when it falls on another day than publication. */
function wasUpdatedLater(post: BlogPost): boolean {
  return formatPostDate(post.updatedAt) !== formatPostDate(post.createdAt);
}

function blogPostingJsonLd(post: BlogPost, origin: string) {
  const url = absoluteUrl(origin, `/blog/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.metaDescription ?? post.excerpt ?? undefined,
    ...(post.featuredImage ? { image: absoluteUrl(origin, photoSrc(post.featuredImage)) } : {}),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    articleSection: post.category,
    author: { '@type': 'Person', name: AUTHOR },
    publisher: { '@id': `${origin}/#dealer`, '@type': 'AutoDealer', name: SITE.name },
    mainEntityOfPage: url,
    url,
    inLanguage: 'en-CA',
  };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const post = loaderData?.post;
  if (!post) {
    return pageMeta(matches, {
      title: 'Blog Post Not Found',
      description: 'The article you are looking for does not exist or is no longer published.',
      path: `/blog/${params.slug}`,
      noindex: true,
    });
  }
  return pageMeta(matches, {
    title: post.title,
    description:
      post.metaDescription ?? post.excerpt ?? `${post.category} article by ${SITE.name}.`,
    path: `/blog/${post.slug}`,
    type: 'article',
    image: post.featuredImage ? photoSrc(post.featuredImage, 1320) : undefined,
    jsonLd: blogPostingJsonLd(post, originFromMatches(matches)),
  });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <StatusMessage
        code="Error 404"
        title="Blog Post Not Found"
        actions={
          <ButtonLink to="/blog" size="lg">
            View All Posts
          </ButtonLink>
        }
      >
        <p>The article you’re looking for doesn’t exist or is no longer published.</p>
      </StatusMessage>
    );
  }

  return (
    <article className="pb-16">
      <div className="mx-auto max-w-4xl px-4 pt-8">
        <BackLink to="/blog">Back to Blog</BackLink>
        <PostImage
          image={post.featuredImage}
          width={1320}
          sizes="(min-width: 896px) 864px, calc(100vw - 2rem)"
          priority
          className="mt-6 aspect-[16/9] w-full rounded-2xl bg-slate-200 object-cover shadow-sm"
        />
      </div>
      <div className="mx-auto max-w-3xl px-4">
        <header className="mt-8">
          <PostMeta category={post.category} date={post.createdAt} formatDate={formatLongDate} />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-[2.75rem] lg:leading-tight">
            {post.title}
          </h1>
          {post.excerpt && (
            <p className="mt-4 text-xl leading-relaxed text-slate-600">{post.excerpt}</p>
          )}
          <p className="mt-6 flex items-center gap-3 border-y border-slate-200 py-4 text-sm text-slate-700">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-white">
              <UserRound aria-hidden="true" className="size-5" />
            </span>
            <span>
              By <span className="font-semibold text-slate-900">{AUTHOR}</span>
              <span className="block text-slate-500">{SITE.name}</span>
            </span>
          </p>
        </header>

        <div
          className="prose-article mt-8"
          // Sanitised on the server by the blog service (allowlist of tags and attributes).
          dangerouslySetInnerHTML={{ __html: post.content }}
        />

        <footer className="mt-12 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
          <dl className="grid gap-1 text-sm text-slate-600">
            <div className="flex gap-2">
              <dt>Published:</dt>
              <dd className="font-medium text-slate-900">
                <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
              </dd>
            </div>
            {wasUpdatedLater(post) && (
              <div className="flex gap-2">
                <dt>Updated:</dt>
                <dd className="font-medium text-slate-900">
                  <time dateTime={post.updatedAt}>{formatPostDate(post.updatedAt)}</time>
                </dd>
              </div>
            )}
          </dl>
          <ButtonLink to="/blog" variant="outline">
            View All Posts
          </ButtonLink>
        </footer>
      </div>
    </article>
  );
}
