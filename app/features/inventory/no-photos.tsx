// What stands in for the photos of a car that has none, on its card and its page
// (docs/product.md#inventory, #car-detail). WCAG AA wants 4.5:1 for this text: slate-600 on the
// slate-100 frame is 6.9:1 (slate-500, 4.35:1, was too faint); on a sold card the frame is
// slate-600 and the text white, 7.6:1, never grey under the SOLD veil (about 3:1).
import ImageOff from 'lucide-react/icons/image-off';
import { cn } from '~/lib/cn';

export const NO_PHOTOS_TEXT = 'No Images Available';

export function NoPhotos({ large = false, className }: { large?: boolean; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-600',
        large ? 'aspect-[16/10] rounded-xl' : 'h-full text-sm',
        className,
      )}
    >
      <ImageOff className={large ? 'size-10' : 'size-7'} aria-hidden="true" />
      <p className={large ? 'font-medium' : undefined}>{NO_PHOTOS_TEXT}</p>
    </div>
  );
}
