import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarGallery } from './car-gallery';

// docs/product.md#car-detail: on arrival only the first photo loads in full; the others show their
// blurred preview until the shopper moves the gallery.

const id = (n: number) => `${n}`.repeat(16);
const photos = [1, 2, 3].map((n) => `/images/${id(n)}`);

describe('CarGallery', () => {
  it('loads the first photo in full and only the previews of the others', () => {
    render(<CarGallery photos={photos} title="2021 Honda Civic" />);
    const image = (n: number) =>
      screen.getByRole('img', { name: `2021 Honda Civic, photo ${n} of 3` });
    const first = image(1);
    expect(first.getAttribute('srcset')).toContain(`/images/${id(1)}/1320.webp 1320w`);
    expect(first.getAttribute('fetchpriority')).toBe('high');
    for (const n of [2, 3]) {
      expect(image(n).getAttribute('src')).toBe(`/images/${id(n)}/placeholder.webp`);
      expect(image(n).hasAttribute('srcset')).toBe(false);
    }
  });
});
