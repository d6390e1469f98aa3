// Per-car actions of the dashboard (docs/product.md#car-actions): edit, mark sold / available, delete after
// a confirmation.
import { CheckCircle2, Pencil, Tag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { CarStatus } from '../../../common/constants';
import type { Car } from '../../../common/schemas/car';
import { Button } from '~/components/ui/button';
import { apiSend } from '~/lib/api-client';
import { useMutation } from '~/lib/use-mutation';
import { ConfirmDialog } from './confirm-dialog';

export const deleteCarQuestion = (car: Pick<Car, 'year' | 'make' | 'model'>) =>
  `Are you sure you want to delete this ${car.year} ${car.make} ${car.model}? This action cannot be undone.`;

export function CarRowActions({ car }: { car: Car }) {
  const { mutate, pending } = useMutation();
  const name = `${car.year} ${car.make} ${car.model}`;
  // WCAG 2.5.3 (label in name): each accessible name starts with the button's visible text, so
  // a voice-control user can say what they see; the car follows to tell the rows apart.

  const setStatus = (status: CarStatus) =>
    void mutate({
      run: () => apiSend('PATCH', `/api/cars/${car.id}`, { status }),
      success: { title: 'Success', description: `Car marked as ${status} successfully` },
      failure: 'Failed to update car status. Please try again.',
    });

  const deleteCar = () =>
    void mutate({
      run: () => apiSend('DELETE', `/api/cars/${car.id}`),
      success: { title: 'Success', description: 'Car deleted successfully' },
      failure: 'Failed to delete car. Please try again.',
    });

  return (
    <div className="flex flex-wrap items-center gap-2 max-[699px]:pt-2">
      <Button asChild variant="outline" size="sm">
        <Link to={`/admin/cars/${car.id}/edit`} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Link>
      </Button>
      {car.status === 'available' && (
        <Button
          variant="secondary"
          size="sm"
          disabled={pending}
          onClick={() => setStatus('sold')}
          aria-label={`Mark as Sold: ${name}`}
        >
          <Tag aria-hidden="true" />
          Mark as Sold
        </Button>
      )}
      {car.status === 'sold' && (
        <Button
          variant="secondary"
          size="sm"
          disabled={pending}
          onClick={() => setStatus('available')}
          aria-label={`Mark as Available: ${name}`}
        >
          <CheckCircle2 aria-hidden="true" />
          Mark as Available
        </Button>
      )}
      <ConfirmDialog
        title="Delete vehicle"
        question={deleteCarQuestion(car)}
        onConfirm={deleteCar}
        trigger={
          <Button
            variant="ghost"
            size="sm"
            disabled={pending}
            className="text-destructive hover:bg-red-50 hover:text-destructive"
            aria-label={`Delete ${name}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        }
      />
    </div>
  );
}
