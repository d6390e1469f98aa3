import { adminCarQueryFromUrl, adminCarSearchParams } from '../../../common/schemas/admin-cars';
import { InventoryDesk } from '~/features/admin/inventory-desk';
import { adminMeta, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/car-list';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const search = new URL(request.url).searchParams;
  // A parameter that breaks a rule is left out, so a hand-edited URL still shows a list.
  const query = adminCarQueryFromUrl(search);
  const result = await context.services.cars.listAdminCars(query);
  const canonical = adminCarSearchParams(search);
  const filtered = [...canonical.keys()].some((key) => key !== 'sort' && key !== 'page');
  const text = (value: number | string | boolean | undefined) =>
    value === undefined ? '' : String(value);
  return {
    result,
    sort: query.sort,
    filtered,
    values: {
      q: query.words.length > 0 ? (search.get('q') ?? '').trim() : '',
      status: text(query.status),
      featured: text(query.featured),
      make: text(query.make),
      minPrice: text(query.minPrice),
      maxPrice: text(query.maxPrice),
      sort: query.sort,
    },
  };
}

export function meta() {
  return adminMeta('Inventory');
}

export default function CarList({ loaderData }: Route.ComponentProps) {
  return <InventoryDesk {...loaderData} />;
}
