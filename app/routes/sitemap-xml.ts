import { sitemapXml, STATIC_PATHS, weakEtag, type SitemapEntry } from '~/features/seo/sitemap';
import { etagMatches } from '../../common/etag';
import type { Route } from './+types/sitemap-xml';

// /sitemap.xml: the static pages, every available car and every published article. Read fresh
// each time and revalidated by caches before each use (ETag, 304): a sold car leaves it at once
// (docs/product.md#sold-cars).
export async function loader({ context, request }: Route.LoaderArgs) {
  const [cars, posts] = await Promise.all([
    context.services.cars.listAvailableCarRefs(),
    context.services.blog.listPublishedPostRefs(),
  ]);
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...cars.map((car) => ({ path: `/cars/${car.id}`, lastModified: car.updatedAt })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
  ];
  const body = sitemapXml(context.publicUrl, entries);
  const headers = {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, no-cache',
    ETag: await weakEtag(body),
  };
  if (etagMatches(request.headers.get('If-None-Match'), headers.ETag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers });
}
