import { sitemapXml, STATIC_PATHS, type SitemapEntry } from '~/features/seo/sitemap';
import type { Route } from './+types/sitemap-xml';

// /sitemap.xml: the static pages, every available car and every published article.
export async function loader({ context }: Route.LoaderArgs) {
  const [cars, posts] = await Promise.all([
    context.services.cars.listAvailableCarRefs(),
    context.services.blog.listPublishedPostRefs(),
  ]);
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...cars.map((car) => ({ path: `/cars/${car.id}`, lastModified: car.updatedAt })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
  ];
  return new Response(sitemapXml(context.publicUrl, entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
