// The car's photos in their order, in the vehicle form (docs/product.md#photos): drag a photo
// (mouse or a long press on a touch screen), pick it up from the keyboard (Space or Enter, the
// arrow keys, Space or Enter to drop, Escape to cancel), or use its move buttons, which need no
// dragging at all; each photo can be removed. The first photo is the cover. Every move is
// announced to screen readers. @dnd-kit is imported from the vehicle form only, so it stays in
// the admin chunks.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import GripVertical from 'lucide-react/icons/grip-vertical';
import X from 'lucide-react/icons/x';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isOwnImage, photoSrc } from '../../../common/images';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';

/** Moves the item at `from` to `to`, for the drag and the buttons alike. */
export function movePhoto(photos: string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= photos.length || to >= photos.length) {
    return photos;
  }
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** What a screen reader hears after a photo moved (positions from 0). */
export function movedMessage(from: number, to: number, total: number): string {
  if (from === to) return `Photo ${from + 1} stays at position ${from + 1} of ${total}.`;
  const cover = to === 0 ? ' It is now the cover.' : '';
  return `Photo ${from + 1} moved to position ${to + 1} of ${total}.${cover}`;
}

export const REORDER_INSTRUCTIONS =
  'To move a photo, press Space or Enter to pick it up, the arrow keys to move it, and Space or Enter to drop it, or Escape to cancel. The first photo is the cover.';

/**
 * The drag's running commentary, spoken through @dnd-kit's live region. It keeps where the photo
 * was last said to be, so a pick-up (which is also "over" its own place) and a pointer wandering
 * within one place say nothing twice.
 */
export function dragAnnouncements(photos: string[]): Announcements {
  const at = (id: UniqueIdentifier) => photos.indexOf(String(id));
  const total = photos.length;
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up photo ${at(active.id) + 1} of ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      const now = over?.id ?? null;
      if (now === lastOver) return undefined;
      lastOver = now;
      return over
        ? `Photo ${at(active.id) + 1} is over position ${at(over.id) + 1} of ${total}.`
        : `Photo ${at(active.id) + 1} is not over a position.`;
    },
    onDragEnd: ({ active, over }) =>
      movedMessage(at(active.id), over ? at(over.id) : at(active.id), total),
    onDragCancel: ({ active }) =>
      `Moving cancelled. Photo ${at(active.id) + 1} stays at position ${at(active.id) + 1} of ${total}.`,
  };
}

type Control = 'earlier' | 'later' | 'remove';

function SortablePhoto({
  photo,
  index,
  total,
  cover,
  onMove,
  onRemove,
  controlRef,
}: {
  photo: string;
  index: number;
  total: number;
  /** The cover, or the one that will be when the photo being dragged is dropped where it is. */
  cover: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  controlRef: (control: Control) => (element: HTMLButtonElement | null) => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: photo });
  const n = index + 1;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-photo={photo}
      className={cn(
        'relative overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs',
        isDragging && 'z-10 shadow-lg ring-2 ring-ring',
      )}
    >
      {/* The handle: the photo itself. A long press starts a drag on a touch screen, so a
          swipe over the photos still scrolls the page. */}
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Photo ${n} of ${total}${index === 0 ? ', the cover' : ''}`}
        // A long press picks the photo up rather than opening the image menu.
        onContextMenu={(event) => event.preventDefault()}
        className="relative block w-full cursor-grab touch-manipulation outline-none select-none [-webkit-touch-callout:none] focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset active:cursor-grabbing"
      >
        <img
          src={isOwnImage(photo) ? photoSrc(photo, 320) : photo}
          alt=""
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
          draggable={false}
        />
        <span className="absolute top-2 right-2 rounded-md bg-white/90 p-1 text-slate-700 shadow-xs">
          <GripVertical className="size-4" aria-hidden="true" />
        </span>
      </button>
      {cover && (
        <Badge variant="info" className="pointer-events-none absolute top-2 left-2">
          Cover
        </Badge>
      )}
      <div className="flex items-center justify-between gap-1 p-1.5">
        <div className="flex gap-1">
          <Button
            ref={controlRef('earlier')}
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={`Move photo ${n} earlier`}
          >
            <ArrowLeft aria-hidden="true" />
          </Button>
          <Button
            ref={controlRef('later')}
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={index === total - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={`Move photo ${n} later`}
          >
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
        <Button
          ref={controlRef('remove')}
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 text-destructive hover:bg-red-50 hover:text-destructive"
          onClick={() => onRemove(index)}
          aria-label={`Remove photo ${n}`}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

export function PhotoOrder({
  photos,
  onChange,
}: {
  photos: string[];
  onChange: (update: (photos: string[]) => string[]) => void;
}) {
  const [message, setMessage] = useState('');
  // One commentary per order: it remembers where the photo was last said to be.
  const announcements = useMemo(() => dragAnnouncements(photos), [photos]);
  // The order a drop would give, while a photo is being dragged: the Cover badge follows it.
  const [dragged, setDragged] = useState<{ from: number; to: number } | null>(null);
  const preview = dragged ? movePhoto(photos, dragged.from, dragged.to) : photos;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // A moved photo's buttons are new elements in a new place: the one pressed keeps the focus
  // (or its twin, when it has just become disabled at an end of the list).
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<{ photo: string; control: Control } | null>(null);
  const controlRef =
    (photo: string) => (control: Control) => (element: HTMLButtonElement | null) => {
      const key = `${control} ${photo}`;
      if (element) controls.current.set(key, element);
      else controls.current.delete(key);
    };
  useLayoutEffect(() => {
    const wanted = focusNext.current;
    focusNext.current = null;
    if (!wanted) return;
    const index = photos.indexOf(wanted.photo);
    let control = wanted.control;
    if (control === 'earlier' && index === 0) control = 'later';
    if (control === 'later' && index === photos.length - 1) control = 'earlier';
    const element = controls.current.get(`${control} ${wanted.photo}`);
    if (element && !element.disabled) element.focus();
  }, [photos]);

  const move = (from: number, to: number) => {
    const photo = photos[from];
    if (!photo || to < 0 || to >= photos.length) return;
    focusNext.current = { photo, control: to < from ? 'earlier' : 'later' };
    onChange((current) => movePhoto(current, current.indexOf(photo), to));
    setMessage(movedMessage(from, to, photos.length));
  };

  const remove = (index: number) => {
    const photo = photos[index];
    if (!photo) return;
    // The focus goes to the photo that takes its place (or the one before the last).
    const neighbour = photos[index + 1] ?? photos[index - 1];
    if (neighbour) focusNext.current = { photo: neighbour, control: 'remove' };
    onChange((current) => current.filter((p) => p !== photo));
    const left = photos.length - 1;
    setMessage(`Photo ${index + 1} removed. ${left} ${left === 1 ? 'photo' : 'photos'} left.`);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const from = photos.indexOf(String(active.id));
    setDragged({ from, to: over ? photos.indexOf(String(over.id)) : from });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over || active.id === over.id) return;
    onChange((current) =>
      movePhoto(current, current.indexOf(String(active.id)), current.indexOf(String(over.id))),
    );
  };

  return (
    <>
      <DndContext
        // A fixed id: the server and the browser name the instructions alike (hydration).
        id="vehicle-photo-order"
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: REORDER_INSTRUCTIONS },
        }}
      >
        <SortableContext items={photos} strategy={rectSortingStrategy}>
          <ol
            aria-label="Vehicle photos"
            data-testid="vehicle-photos"
            className="grid grid-cols-2 gap-3 min-[576px]:grid-cols-3 lg:grid-cols-5"
          >
            {photos.map((photo, index) => (
              <SortablePhoto
                key={photo}
                photo={photo}
                index={index}
                total={photos.length}
                cover={preview[0] === photo}
                onMove={move}
                onRemove={remove}
                controlRef={controlRef(photo)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" className="sr-only" data-testid="photo-order-status">
        {message}
      </p>
    </>
  );
}
