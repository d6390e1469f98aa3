// A page-free way to drive the photo upload widget in a real browser while the vehicle form is
// built elsewhere: the e2e test bundles this file with esbuild and serves it on the app's own
// origin (Playwright route), so the widget talks to the real API with the admin's cookie.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '~/components/ui/toaster';
import { LazyCarPhotoUploader } from '~/features/admin/lazy-car-photo-uploader';

function Harness() {
  const [photos, setPhotos] = useState<string[]>([]);
  return (
    <main>
      <LazyCarPhotoUploader
        maxFiles={15}
        onUploaded={(imagePath) => setPhotos((list) => [...list, imagePath])}
      />
      <ul data-testid="photos">
        {photos.map((photo) => (
          <li key={photo}>{photo}</li>
        ))}
      </ul>
      <Toaster />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Harness />);
