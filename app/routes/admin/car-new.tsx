import { parseIdParam } from '../../../common/schemas/ids';
import { CarForm } from '~/features/admin/car-form';
import { adminMeta, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/car-new';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  // ?copy={id}: "Duplicate as New Car" (docs/product.md#admin-inventory). A car that is gone
  // (or a made-up id) leaves the form empty.
  const copy = parseIdParam(new URL(request.url).searchParams.get('copy') ?? undefined);
  const copyOf = copy === null ? null : await context.services.cars.getCar(copy);
  return { copyOf };
}

export function meta() {
  return adminMeta('Add New Vehicle');
}

export default function NewCar({ loaderData }: Route.ComponentProps) {
  const { copyOf } = loaderData;
  // A new form per copied car, so a second duplicate starts from its own car.
  return <CarForm key={copyOf?.id ?? 'new'} copyOf={copyOf ?? undefined} />;
}
