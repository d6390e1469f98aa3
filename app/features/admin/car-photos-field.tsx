// The photo list of the vehicle form (docs/product.md#photos): uploads through the Uppy widget, external https
// addresses through a small dialog, thumbnails to remove and reorder (drag, or the move buttons
// from the keyboard). The first photo is the cover of the car's card and gallery.
import { ArrowLeft, ArrowRight, ImagePlus, Link2, X } from 'lucide-react';
import { useCallback, useState, type DragEvent } from 'react';
import { MAX_PHOTOS_PER_VEHICLE } from '../../../common/constants';
import { isOwnImage, photoSrc } from '../../../common/images';
import { PhotoRefSchema } from '../../../common/schemas/car';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/cn';
import { LazyCarPhotoUploader } from './lazy-car-photo-uploader';

/** Moves the item at `from` to `to`, for the drag and the buttons alike. */
export function movePhoto(photos: string[], from: number, to: number): string[] {
  if (from === to || to < 0 || to >= photos.length) return photos;
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** An external photo must be an https address the car schema accepts. */
export function checkPhotoUrl(value: string): string | null {
  const url = value.trim();
  if (!/^https:\/\//i.test(url)) return 'Enter an address starting with https://';
  const parsed = PhotoRefSchema.safeParse(url);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid address');
}

function AddPhotoUrlDialog({
  open,
  onOpenChange,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (url: string) => void;
}) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setUrl('');
          setError(null);
        }
      }}
    >
      <DialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            const problem = checkPhotoUrl(url);
            if (problem) {
              setError(problem);
              return;
            }
            onAdd(url.trim());
            setUrl('');
            setError(null);
            onOpenChange(false);
          }}
        >
          <DialogHeader>
            <DialogTitle>Add photo by URL</DialogTitle>
            <DialogDescription>
              The photo stays on the other site and is shown from there.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="photo-url">Image address</Label>
            <Input
              id="photo-url"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'photo-url-error' : undefined}
              onChange={(event) => setUrl(event.target.value)}
            />
            {error && (
              <p id="photo-url-error" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">Add Photo</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function CarPhotosField({
  photos,
  onChange,
  error,
}: {
  photos: string[];
  onChange: (update: (photos: string[]) => string[]) => void;
  error?: string;
}) {
  const [urlDialogOpen, setUrlDialogOpen] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  // Each processed upload is appended once (the widget hands each file over once).
  const appendPhoto = useCallback(
    (imagePath: string) =>
      onChange((current) => (current.includes(imagePath) ? current : [...current, imagePath])),
    [onChange],
  );
  const full = photos.length >= MAX_PHOTOS_PER_VEHICLE;

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) onChange((current) => movePhoto(current, dragged, index));
    setDragged(null);
  };

  return (
    <div className="grid gap-4">
      <LazyCarPhotoUploader
        onUploaded={appendPhoto}
        maxFiles={Math.max(0, MAX_PHOTOS_PER_VEHICLE - photos.length)}
        height={360}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {photos.length} of {MAX_PHOTOS_PER_VEHICLE} photos. The first photo is the cover.
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() => setUrlDialogOpen(true)}
        >
          <Link2 aria-hidden="true" />
          Add URL
        </Button>
      </div>
      {error && (
        <p className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      )}
      {photos.length === 0 ? (
        <div className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-600">
          <ImagePlus className="size-5 text-slate-500" aria-hidden="true" />
          No photos yet. Upload some above or add one by URL.
        </div>
      ) : (
        <ol
          aria-label="Vehicle photos"
          data-testid="vehicle-photos"
          className="grid grid-cols-2 gap-3 min-[576px]:grid-cols-3 lg:grid-cols-5"
        >
          {photos.map((photo, index) => (
            <li
              key={photo}
              draggable
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDragged(null)}
              data-photo={photo}
              className={cn(
                'group relative cursor-grab overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs',
                dragged === index && 'opacity-50',
              )}
            >
              <img
                src={isOwnImage(photo) ? photoSrc(photo, 320) : photo}
                alt={`Photo ${index + 1}`}
                className="aspect-[4/3] w-full bg-slate-100 object-cover"
                draggable={false}
              />
              {index === 0 && (
                <Badge variant="info" className="absolute top-2 left-2">
                  Cover
                </Badge>
              )}
              <div className="flex items-center justify-between gap-1 p-1.5">
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={index === 0}
                    onClick={() => onChange((current) => movePhoto(current, index, index - 1))}
                    aria-label={`Move photo ${index + 1} earlier`}
                  >
                    <ArrowLeft aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={index === photos.length - 1}
                    onClick={() => onChange((current) => movePhoto(current, index, index + 1))}
                    aria-label={`Move photo ${index + 1} later`}
                  >
                    <ArrowRight aria-hidden="true" />
                  </Button>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 text-destructive hover:bg-red-50 hover:text-destructive"
                  onClick={() => onChange((current) => current.filter((p) => p !== photo))}
                  aria-label={`Remove photo ${index + 1}`}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <AddPhotoUrlDialog
        open={urlDialogOpen}
        onOpenChange={setUrlDialogOpen}
        onAdd={(url) =>
          onChange((current) => (current.includes(url) ? current : [...current, url]))
        }
      />
    </div>
  );
}
