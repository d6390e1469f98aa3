// The photo list of the vehicle form (docs/product.md#photos): uploads through the Uppy widget,
// external https addresses through a small dialog, and the photos in order to reorder and remove
// (photo-order.tsx). The first photo is the cover of the car's card and gallery.
import ImagePlus from 'lucide-react/icons/image-plus';
import Link2 from 'lucide-react/icons/link-2';
import { useCallback, useState } from 'react';
import { MAX_PHOTOS_PER_VEHICLE } from '../../../common/constants';
import { PhotoRefSchema } from '../../../common/schemas/car';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { LazyCarPhotoUploader } from './lazy-car-photo-uploader';
import { PhotoOrder } from './photo-order';

/** An external photo must be an https address the car schema accepts. */
export function checkPhotoUrl(value: string): string | null {
  const url = value.trim();
  if (!/^https:\/\//i.test(url)) return 'Enter an address starting with https://';
  const parsed = PhotoRefSchema.safeParse(url);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid address');
}

/** "Add URL" and its dialog (the trigger gets the focus back when the dialog closes). */
function AddPhotoUrlDialog({
  disabled,
  onAdd,
}: {
  disabled: boolean;
  onAdd: (url: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setUrl('');
      setError(null);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={disabled}>
          <Link2 aria-hidden="true" />
          Add URL
        </Button>
      </DialogTrigger>
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
  // Each processed upload is appended once (the widget hands each file over once).
  const appendPhoto = useCallback(
    (imagePath: string) =>
      onChange((current) => (current.includes(imagePath) ? current : [...current, imagePath])),
    [onChange],
  );
  const full = photos.length >= MAX_PHOTOS_PER_VEHICLE;

  return (
    <div className="grid gap-4">
      <LazyCarPhotoUploader
        onUploaded={appendPhoto}
        maxFiles={Math.max(0, MAX_PHOTOS_PER_VEHICLE - photos.length)}
        height={360}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5 text-sm text-slate-600">
          <p aria-live="polite">
            {photos.length} of {MAX_PHOTOS_PER_VEHICLE} photos. The first photo is the cover.
          </p>
          {photos.length > 1 && (
            <p className="text-xs">Drag a photo, or use its arrows, to change the order.</p>
          )}
        </div>
        <AddPhotoUrlDialog
          disabled={full}
          onAdd={(url) =>
            onChange((current) => (current.includes(url) ? current : [...current, url]))
          }
        />
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
        <PhotoOrder photos={photos} onChange={onChange} />
      )}
    </div>
  );
}
