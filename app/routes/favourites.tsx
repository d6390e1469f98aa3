import { Suspense } from 'react';
import { pageMeta } from '~/lib/seo';
import { lazyComponent } from '~/lib/lazy-component';
import type { Route } from './+types/favourites';

// The list (read in the browser: the cars' cards, the compare checkboxes) streams in after the
// page; the server always renders what it shows there (lazyComponent).
const FavouriteCars = lazyComponent(() =>
  import('~/features/inventory/favourite-cars').then((module) => module.FavouriteCars),
);

// The cars saved in this browser (docs/product.md#favourites): nothing to load on the server.
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Your Favourites',
    description: 'The cars you saved on this device: compare them side by side.',
    path: '/favourites',
    // Each browser's own list: nothing for a search engine.
    noindex: true,
  });
}

export default function Favourites() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Your Favourites
      </h1>
      <div className="mt-3">
        <Suspense fallback={null}>
          <FavouriteCars />
        </Suspense>
      </div>
    </div>
  );
}
