import { Suspense, useMemo } from 'react';
import { Skeleton } from '~/components/ui/skeleton';
import { Card } from '~/components/ui/card';
import { HeroCarousel } from '~/features/home/hero-carousel';
import { lazyComponent } from '~/lib/lazy-component';
import { pageMeta } from '~/lib/seo';
import { HOME_POST_COUNT } from '../../common/public-lists';
import { SITE } from '../../common/site';
import { toCarSummary, toPostSummary } from '../../common/summaries';
import type { Route } from './+types/home';

// The hero carousel runs with the page; the rest streams in after the first paint instead of
// being preloaded with it: the quick search (the search lists) and everything below it
// (home-below-fold.tsx). The server always renders their HTML (lazyComponent).
const QuickSearch = lazyComponent(() =>
  import('~/features/inventory/quick-search').then((module) => module.QuickSearch),
);
const loadBelowFold = () => import('./home-below-fold');
const HomeBelowFold = lazyComponent(() => loadBelowFold().then((module) => module.HomeBelowFold));

export async function loader({ context }: Route.LoaderArgs) {
  const [featured, posts] = await Promise.all([
    context.services.cars.listFeaturedCars(),
    context.services.blog.listPosts({ page: 1, pageSize: HOME_POST_COUNT }),
  ]);
  // Only what the cards show of each car and article.
  return { featured: featured.map(toCarSummary), posts: posts.items.map(toPostSummary) };
}

// On client-side navigation the page shows at once, with skeletons where the featured cars and
// the latest posts will be (6 and 3: docs/product.md#loading-states); the first visit is server-rendered with them.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // Their code comes with the data, not after it.
  void loadBelowFold().then((module) => module.preloadBelowFold());
  const data = serverLoader();
  return {
    featured: data.then((loaded) => loaded.featured),
    posts: data.then((loaded) => loaded.posts),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `${SITE.name} | Used Cars in Richmond, BC`,
    description: `${SITE.tagline}. Browse inventory, book a test drive or get your car appraised.`,
    path: '/',
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // The same element while the data is the same: new props reaching a Suspense boundary that
  // still holds the server's HTML would make React drop that HTML for the fallback.
  const belowFold = useMemo(() => <HomeBelowFold data={loaderData} />, [loaderData]);
  return (
    <>
      <HeroCarousel />

      <div className="relative z-10 mx-auto -mt-10 max-w-6xl px-4">
        <Card className="p-5 shadow-lg sm:p-6">
          <h2 className="mb-4 text-lg font-bold text-slate-900">Find Your Perfect Vehicle</h2>
          <Suspense fallback={<Skeleton className="h-36" />}>
            <QuickSearch />
          </Suspense>
        </Card>
      </div>

      <Suspense fallback={null}>{belowFold}</Suspense>
    </>
  );
}
