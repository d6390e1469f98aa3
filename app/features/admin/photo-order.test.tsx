import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import {
  dragAnnouncements,
  movedMessage,
  movePhoto,
  PhotoOrder,
  REORDER_INSTRUCTIONS,
} from './photo-order';

// docs/product.md#photos: the order of a car's photos, changed from the keyboard with the move
// buttons (the drag itself, with pointer and keys, is driven in Chromium by
// tests/e2e/car-photos.spec.ts: it needs real layout).
const A = 'https://photos.example.invalid/a.png';
const B = 'https://photos.example.invalid/b.png';
const C = 'https://photos.example.invalid/c.png';

function Harness({ initial }: { initial: string[] }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <>
      <PhotoOrder photos={photos} onChange={(update) => setPhotos(update)} />
      <output data-testid="order">{photos.map((p) => p.slice(-5, -4)).join('')}</output>
    </>
  );
}

const order = () => screen.getByTestId('order').textContent;
const status = () => screen.getByTestId('photo-order-status').textContent;
const focused = () => document.activeElement?.getAttribute('aria-label');
const items = () =>
  within(screen.getByRole('list', { name: 'Vehicle photos' })).getAllByRole('listitem');

describe('movePhoto', () => {
  it('moves one item and leaves the list alone for a move out of range', () => {
    expect(movePhoto([A, B, C], 2, 0)).toEqual([C, A, B]);
    expect(movePhoto([A, B, C], 0, 2)).toEqual([B, C, A]);
    const same = [A, B];
    expect(movePhoto(same, 0, 2)).toBe(same);
    expect(movePhoto(same, -1, 0)).toBe(same);
    expect(movePhoto(same, 1, 1)).toBe(same);
  });
});

describe('movedMessage', () => {
  it('names the positions, and the new cover', () => {
    expect(movedMessage(2, 1, 3)).toBe('Photo 3 moved to position 2 of 3.');
    expect(movedMessage(1, 0, 3)).toBe('Photo 2 moved to position 1 of 3. It is now the cover.');
    expect(movedMessage(1, 1, 3)).toBe('Photo 2 stays at position 2 of 3.');
  });
});

describe('dragAnnouncements', () => {
  it('says each step of a drag once: picked up, each new place, dropped or cancelled', () => {
    const say = dragAnnouncements([A, B, C]);
    // Only the id matters to the commentary.
    const active = { id: A } as unknown as Active;
    const over = (id: string) => ({ id }) as unknown as Over;
    expect(say.onDragStart({ active })).toBe('Picked up photo 1 of 3.');
    // Picked up, it is over its own place: already said.
    expect(say.onDragOver({ active, over: over(A) })).toBeUndefined();
    expect(say.onDragOver({ active, over: over(B) })).toBe('Photo 1 is over position 2 of 3.');
    expect(say.onDragOver({ active, over: over(B) })).toBeUndefined();
    expect(say.onDragOver({ active, over: null })).toBe('Photo 1 is not over a position.');
    expect(say.onDragOver({ active, over: over(C) })).toBe('Photo 1 is over position 3 of 3.');
    expect(say.onDragEnd({ active, over: over(C) })).toBe('Photo 1 moved to position 3 of 3.');
    expect(say.onDragCancel({ active, over: null })).toBe(
      'Moving cancelled. Photo 1 stays at position 1 of 3.',
    );
  });
});

describe('PhotoOrder', () => {
  it('reorders from the keyboard, keeps the focus on the moved photo and announces each move', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[A, B, C]} />);
    expect(items()[0]!.textContent).toContain('Cover');
    expect(status()).toBe('');

    screen.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toBe('acb');
    expect(status()).toBe('Photo 3 moved to position 2 of 3.');
    // The same photo's button, under its new position.
    expect(focused()).toBe('Move photo 2 earlier');

    await user.keyboard('{Enter}');
    expect(order()).toBe('cab');
    expect(status()).toBe('Photo 2 moved to position 1 of 3. It is now the cover.');
    // At the top "earlier" is disabled: the focus goes to "later" of the same photo.
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(focused()).toBe('Move photo 1 later');
    expect(items()[0]!.textContent).toContain('Cover');
    expect(items()[0]!.getAttribute('data-photo')).toBe(C);
    expect(items()[1]!.textContent).not.toContain('Cover');
    expect(screen.getAllByRole('button', { name: 'Photo 1 of 3, the cover' })).toHaveLength(1);

    await user.keyboard(' ');
    expect(order()).toBe('acb');
    expect(focused()).toBe('Move photo 2 later');
    await user.keyboard(' ');
    expect(order()).toBe('abc');
    expect(status()).toBe('Photo 2 moved to position 3 of 3.');
    expect(focused()).toBe('Move photo 3 earlier');
  });

  it('removes a photo, announces it and hands the focus to the photo taking its place', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[A, B, C]} />);
    screen.getByRole('button', { name: 'Remove photo 2' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toBe('ac');
    expect(status()).toBe('Photo 2 removed. 2 photos left.');
    expect(focused()).toBe('Remove photo 2');
    await user.keyboard('{Enter}');
    expect(order()).toBe('a');
    expect(status()).toBe('Photo 2 removed. 1 photo left.');
    expect(focused()).toBe('Remove photo 1');
  });

  it('makes each photo a sortable handle described by the keyboard instructions', () => {
    render(<Harness initial={[A, B]} />);
    const handle = screen.getByRole('button', { name: 'Photo 2 of 2' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    const described = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(described?.textContent).toContain(REORDER_INSTRUCTIONS);
    // The photo sits in the handle, which is what a drag picks up.
    expect(handle.querySelector('img')?.getAttribute('src')).toBe(B);
  });
});
