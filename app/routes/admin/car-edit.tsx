import { data } from 'react-router';
import { CarForm } from '~/features/admin/car-form';
import { adminMeta, idParamOr404, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/car-edit';

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = idParamOr404(params.id);
  const car = await context.services.cars.getCar(id);
  if (!car) throw data(null, { status: 404 });
  return { car, priceHistory: await context.services.cars.getPriceHistory(id) };
}

export function meta() {
  return adminMeta('Edit Vehicle');
}

export default function EditCar({ loaderData }: Route.ComponentProps) {
  // A new form per car, so going from one edit page to another starts clean.
  return (
    <CarForm key={loaderData.car.id} car={loaderData.car} priceHistory={loaderData.priceHistory} />
  );
}
