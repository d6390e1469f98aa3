import { redirect } from 'react-router';
import { InventoryPage, loadInventoryParts } from '~/features/inventory/inventory-page';
import { pageMeta } from '~/lib/seo';
import { SITE } from '../../common/site';
import { inventoryQueryFromUrl } from '../../common/schemas/inventory-query';
import { canonicalSearchParams } from '../../common/search-options';
import { toCarSummary } from '../../common/summaries';
import type { Route } from './+types/inventory';

/** The search of `url` in its one canonical form, or the address to redirect to. */
function canonicalRedirect(url: URL): string | null {
  const canonical = canonicalSearchParams(url.searchParams).toString();
  if (canonical === url.searchParams.toString()) return null;
  return canonical ? `/inventory?${canonical}` : '/inventory';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The search form before hydration submits raw fields (price=..., empty defaults): send the
  // browser to the canonical URL, so every search has one address.
  const target = canonicalRedirect(url);
  if (target) throw redirect(target);
  // A hand-edited bad filter is left out rather than an error page.
  const query = inventoryQueryFromUrl(url.searchParams);
  const [result, facets] = await Promise.all([
    context.services.cars.listCars(query),
    context.services.cars.getFacets(query),
  ]);
  // The cards show a few of each car's fields: the page's data carries only those.
  return { result: { ...result, items: result.items.map(toCarSummary) }, facets };
}

// On client-side navigation (from another page or a new search) the page shows at once with
// 'Loading...' and the skeleton cards until the cars arrive; the first visit is server-rendered
// with the cars (no hydration run of this loader).
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const target = canonicalRedirect(new URL(request.url));
  if (target) throw redirect(target);
  const data = serverLoader();
  const result = data.then((loaded) => loaded.result);
  const facets = data.then((loaded) => loaded.facets);
  // A failed load is shown once, by the results' boundary; the facets' copy of it is not an
  // unhandled rejection on top, nor is the load of a navigation a newer one replaced before it
  // was shown (its request aborted).
  result.catch(() => {});
  facets.catch(() => {});
  // The page's parts render with their code (at once but the first time, when it may still be on
  // its way: inventory-page.tsx).
  await loadInventoryParts();
  return { result, facets };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // After a client-side navigation the result may still be on its way.
  const result = loaderData?.result instanceof Promise ? undefined : loaderData?.result;
  return pageMeta(matches, {
    title: 'Used Cars for Sale in Richmond, BC',
    description: `Browse ${result?.total ?? 'our'} quality used cars, trucks and SUVs at ${SITE.name} in Richmond, BC.`,
    path: '/inventory',
  });
}

export default function Inventory({ loaderData }: Route.ComponentProps) {
  return <InventoryPage result={loaderData.result} facets={loaderData.facets} />;
}
