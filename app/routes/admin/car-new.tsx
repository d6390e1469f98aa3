import { CarForm } from '~/features/admin/car-form';
import { adminMeta, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/car-new';

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export function meta() {
  return adminMeta('Add New Vehicle');
}

export default function NewCar() {
  return <CarForm />;
}
