// Per-car actions: the dashboard's buttons (docs/product.md#car-actions) — edit, mark sold /
// available, delete after a confirmation — and the inventory desk's menu
// (docs/product.md#admin-inventory), which adds pending, feature / unfeature and duplicate.
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Copy from 'lucide-react/icons/copy';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import Pencil from 'lucide-react/icons/pencil';
import Star from 'lucide-react/icons/star';
import StarOff from 'lucide-react/icons/star-off';
import Tag from 'lucide-react/icons/tag';
import Trash2 from 'lucide-react/icons/trash';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CarStatus } from '../../../common/constants';
import type { BulkAction } from '../../../common/schemas/admin-cars';
import type { Car } from '../../../common/schemas/car';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { apiSend } from '~/lib/api-client';
import { useMutation } from '~/lib/use-mutation';
import { ConfirmDialog } from './confirm-dialog';

type CarRef = Pick<Car, 'id' | 'year' | 'make' | 'model'>;

export const deleteCarQuestion = (car: Pick<Car, 'year' | 'make' | 'model'>) =>
  `Are you sure you want to delete this ${car.year} ${car.make} ${car.model}? This action cannot be undone.`;

/** The vehicle editor, opened on a copy of `car` (docs/product.md#admin-inventory). */
export const duplicateCarPath = (car: Pick<Car, 'id'>) => `/admin/cars/new?copy=${car.id}`;

/** One car's changes through the one mutation flow, each with its toast. */
export function useCarActions(car: CarRef) {
  const { mutate, pending } = useMutation();

  const setStatus = (status: CarStatus) =>
    void mutate({
      run: () => apiSend('PATCH', `/api/cars/${car.id}`, { status }),
      success: { title: 'Success', description: `Car marked as ${status} successfully` },
      failure: 'Failed to update car status. Please try again.',
    });

  // The single-car PATCH changes only the status: featuring goes through the bulk endpoint.
  const setFeatured = (featured: boolean) =>
    void mutate({
      run: () =>
        apiSend('POST', '/api/admin/cars/bulk', {
          ids: [car.id],
          action: (featured ? 'feature' : 'unfeature') satisfies BulkAction,
        }),
      success: {
        title: 'Success',
        description: featured
          ? 'Car featured successfully'
          : 'Car removed from featured successfully',
      },
      failure: 'Failed to update the car. Please try again.',
    });

  const deleteCar = () =>
    void mutate({
      run: () => apiSend('DELETE', `/api/cars/${car.id}`),
      success: { title: 'Success', description: 'Car deleted successfully' },
      failure: 'Failed to delete car. Please try again.',
    });

  return { setStatus, setFeatured, deleteCar, pending };
}

function EditCarLink({ car, name }: { car: CarRef; name: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={`/admin/cars/${car.id}/edit`} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" />
        Edit
      </Link>
    </Button>
  );
}

/** The status changes, as the buttons and menu items that make them. */
const STATUS_ITEMS: { status: CarStatus; label: string; icon: typeof Tag }[] = [
  { status: 'sold', label: 'Mark as Sold', icon: Tag },
  { status: 'available', label: 'Mark as Available', icon: CheckCircle2 },
  { status: 'pending', label: 'Mark as Pending', icon: Clock },
];

// The dashboard offers one change (docs/product.md#car-actions): an available car can be sold, a
// sold one made available.
const DASHBOARD_CHANGE: Record<CarStatus, CarStatus | null> = {
  available: 'sold',
  sold: 'available',
  pending: null,
};

export function CarRowActions({ car }: { car: Car }) {
  const { setStatus, deleteCar, pending } = useCarActions(car);
  const name = `${car.year} ${car.make} ${car.model}`;
  const change = STATUS_ITEMS.find((item) => item.status === DASHBOARD_CHANGE[car.status]);
  // WCAG 2.5.3 (label in name): each accessible name starts with the button's visible text, so
  // a voice-control user can say what they see; the car follows to tell the rows apart.

  return (
    <div className="flex flex-wrap items-center gap-2 max-[699px]:pt-2">
      <EditCarLink car={car} name={name} />
      {change && (
        <Button
          variant="secondary"
          size="sm"
          disabled={pending}
          onClick={() => setStatus(change.status)}
          aria-label={`${change.label}: ${name}`}
        >
          <change.icon aria-hidden="true" />
          {change.label}
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

/**
 * The inventory desk's row actions: Edit, and a menu with the rest. `name` tells the rows apart
 * to a screen reader ("2021 Honda Civic FC-000012").
 */
export function CarActionsMenu({ car, name }: { car: Car; name: string }) {
  const { setStatus, setFeatured, deleteCar, pending } = useCarActions(car);
  const [confirming, setConfirming] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="flex items-center gap-1.5">
      <EditCarLink car={car} name={name} />
      {/* Not modal: a modal menu closing as the dialog opens can leave the page inert. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={menuButton}
            variant="ghost"
            size="sm"
            disabled={pending}
            aria-label={`More actions for ${name}`}
            className="px-2"
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {STATUS_ITEMS.filter((item) => item.status !== car.status).map(
            ({ status, label, icon: Icon }) => (
              <DropdownMenuItem key={status} onSelect={() => setStatus(status)}>
                <Icon aria-hidden="true" />
                {label}
              </DropdownMenuItem>
            ),
          )}
          {car.featured ? (
            <DropdownMenuItem onSelect={() => setFeatured(false)}>
              <StarOff aria-hidden="true" />
              Remove from Featured
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setFeatured(true)}>
              <Star aria-hidden="true" />
              Feature
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild>
            <Link to={duplicateCarPath(car)}>
              <Copy aria-hidden="true" />
              Duplicate as New Car
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete vehicle"
        question={deleteCarQuestion(car)}
        onConfirm={deleteCar}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          menuButton.current?.focus();
        }}
      />
    </div>
  );
}
