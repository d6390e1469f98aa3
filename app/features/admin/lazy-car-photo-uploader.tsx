// What the vehicle form renders: the photo uploader, fetched as its own chunk (Uppy and its
// styles) only in the browser and only where an admin form asks for it. The public pages never
// import this file, so their bundles carry none of it.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { CarPhotoUploaderProps } from './car-photo-uploader';

const CarPhotoUploader = lazy(() => import('./car-photo-uploader'));

export type { CarPhotoUploaderProps };

const subscribeToNothing = () => () => {};

export function LazyCarPhotoUploader(props: CarPhotoUploaderProps) {
  // Uppy needs the DOM: the server renders the placeholder, the browser the widget.
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const placeholder = (
    <div
      className="flex items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-500"
      style={{ height: props.height ?? 360 }}
      aria-busy="true"
    >
      Loading the photo uploader…
    </div>
  );
  if (!inBrowser) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CarPhotoUploader {...props} />
    </Suspense>
  );
}
