import CalendarDays from 'lucide-react/icons/calendar-days';
import { Link } from 'react-router';
import { formatUtcDate } from '../../../common/dates';
import type { ImageWidth } from '../../../common/images';
import type { BlogPost } from '../../../common/schemas/blog';
import { cn } from '~/lib/cn';
import { Photo } from '~/components/photo';

/** "November 23, 2026" (UTC, so the server and the browser agree while hydrating). */
export function formatPostDate(iso: string): string {
  return formatUtcDate(iso);
}

/** Category and publication date of an article, above its title. */
export function PostMeta({
  category,
  date,
  formatDate = formatPostDate,
  className,
}: {
  category: string;
  date: string;
  formatDate?: (iso: string) => string;
  className?: string;
}) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
        {category}
      </span>
      <span className="flex items-center gap-1 text-slate-600">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={date}>{formatDate(date)}</time>
      </span>
    </p>
  );
}

/** A post's featured image, 16:9 and decorative (the title says it all); nothing without one. */
export function PostImage({
  image,
  width,
  ...photo
}: {
  image: string | null;
  width: ImageWidth;
  sizes: string;
  className: string;
  eager?: boolean;
  priority?: boolean;
}) {
  if (!image) return null;
  return (
    <Photo photo={image} width={width} height={Math.round((width * 9) / 16)} alt="" {...photo} />
  );
}

/** One article in a list (blog page, home): image, category, date, title, excerpt. */
export function PostCard({
  post,
  headingLevel: Heading = 'h3',
  eager = false,
  priority = false,
}: {
  post: Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'featuredImage' | 'category' | 'createdAt'>;
  headingLevel?: 'h2' | 'h3';
  /** Load the image at once: cards in the first screenful. */
  eager?: boolean;
  /** The card most likely to be the page's largest paint: fetched first and never lazily. */
  priority?: boolean;
}) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="aspect-[16/9] bg-slate-100">
        <PostImage
          image={post.featuredImage}
          width={640}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          eager={eager}
          priority={priority}
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <PostMeta category={post.category} date={post.createdAt} />
        <Heading className="mt-3 text-lg leading-snug font-semibold text-slate-900 group-hover:text-brand-700">
          <Link
            to={`/blog/${post.slug}`}
            className="outline-none after:absolute after:inset-0 focus-visible:underline"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && <p className="mt-2 line-clamp-3 text-slate-600">{post.excerpt}</p>}
        <p className="mt-auto pt-4 text-sm font-semibold text-brand-700" aria-hidden="true">
          Read More →
        </p>
      </div>
    </article>
  );
}

export { PostCardSkeleton } from './post-card-skeleton';
