import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../tests/support/render-route';
import { MAX_FAVOURITES } from '../../common/constants';
import { catchEarlyHeartPresses, FAVOURITES_KEY, parseFavourites } from '~/lib/favourites';
import { FavouriteButton, REMOVE_LABEL, SAVE_LABEL } from './favourite-button';
import { FavouritesLink } from './favourites-link';

// Favourites without an account (docs/product.md#favourites): the heart keeps car ids in
// localStorage, the header link counts them, another tab's change shows at once.

const stored = () => JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? 'null');

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the stored favourites', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['[3, 1, 3, "7", 0, -2, 1.5, 9]', [3, 1, 9]],
  ])('read %j as %j', (raw, ids) => {
    expect(parseFavourites(raw)).toEqual(ids);
  });

  it(`keep the newest ${MAX_FAVOURITES} of a longer list`, () => {
    const ids = Array.from({ length: MAX_FAVOURITES + 2 }, (_, i) => i + 1);
    expect(parseFavourites(JSON.stringify(ids))).toEqual(ids.slice(2));
  });
});

describe('FavouriteButton and FavouritesLink', () => {
  it('save and remove a car, with aria-pressed and the name of what a press does', async () => {
    const { user } = renderRoute(
      <>
        <FavouritesLink />
        <FavouriteButton carId={12} variant="icon" />
        <FavouriteButton carId={40} variant="text" />
      </>,
    );
    const [heart12, heart40] = [
      screen.getByTestId('favourite-button'),
      screen.getByTestId('car-favourite-button'),
    ] as [HTMLElement, HTMLElement];
    expect(heart12.getAttribute('aria-pressed')).toBe('false');
    expect(heart12.getAttribute('aria-label')).toBe(SAVE_LABEL);
    expect(screen.getByRole('link', { name: 'Favourites' })).toBeDefined();

    await user.click(heart12);
    expect(stored()).toEqual([12]);
    expect(heart12.getAttribute('aria-pressed')).toBe('true');
    expect(heart12.getAttribute('aria-label')).toBe(REMOVE_LABEL);
    await user.click(heart40);
    expect(stored()).toEqual([12, 40]);
    // The text button says it: its words are its name.
    expect(heart40.textContent).toBe(REMOVE_LABEL);
    expect(heart40.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Favourites (2 saved)' })).toBeDefined();
    expect(screen.getByTestId('favourites-count').textContent).toBe('2');

    await user.click(heart12);
    expect(stored()).toEqual([40]);
    expect(heart12.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: 'Favourites (1 saved)' })).toBeDefined();
  });

  it("follow another tab's change", async () => {
    renderRoute(<FavouriteButton carId={7} variant="text" />);
    expect(screen.getByRole('button', { name: SAVE_LABEL }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await act(async () => {
      window.localStorage.setItem(FAVOURITES_KEY, '[7]');
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY }));
    });
    expect(screen.getByRole('button', { name: REMOVE_LABEL }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it("share one storage listener however many hearts a page holds, and all follow another tab's change", async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderRoute(
      <>
        <FavouritesLink />
        {[1, 2, 3, 4].map((id) => (
          <FavouriteButton key={id} carId={id} variant="icon" />
        ))}
      </>,
    );
    const storageListeners = (spy: typeof added) =>
      spy.mock.calls.filter(([type]) => type === 'storage').length;
    expect(storageListeners(added)).toBe(1);
    await act(async () => {
      window.localStorage.setItem(FAVOURITES_KEY, '[2,4]');
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY }));
    });
    expect(
      screen.getAllByTestId('favourite-button').map((heart) => heart.getAttribute('aria-pressed')),
    ).toEqual(['false', 'true', 'false', 'true']);
    expect(screen.getByTestId('favourites-count').textContent).toBe('2');
    unmount();
    expect(storageListeners(removed)).toBe(1);
  });

  it(`refuse a car beyond ${MAX_FAVOURITES}, saying why`, async () => {
    const full = Array.from({ length: MAX_FAVOURITES }, (_, i) => i + 100);
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(full));
    const { user } = renderRoute(<FavouriteButton carId={5} variant="icon" />);
    await user.click(screen.getByRole('button', { name: SAVE_LABEL }));
    expect(stored()).toEqual(full);
    expect(await screen.findByText('Favourites are full')).toBeDefined();
    expect(screen.getByText(/You can keep up to 24 cars/)).toBeDefined();
  });

  it('render unsaved and uncounted on the server, whatever the browser keeps', () => {
    window.localStorage.setItem(FAVOURITES_KEY, '[3]');
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <>
            <FavouritesLink />
            <FavouriteButton carId={3} variant="icon" />
          </>
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={['/']} />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain(`aria-label="${SAVE_LABEL}"`);
    expect(html).toContain('aria-label="Favourites"');
    expect(html).not.toContain('favourites-count');
  });

  it('press themselves as they hydrate when tapped before; a hydrated heart is pressed once', async () => {
    catchEarlyHeartPresses();
    const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const hearts = (
      <>
        <FavouriteButton carId={8} variant="icon" />
        <FavouriteButton carId={9} variant="text" />
        <FavouriteButton carId={10} variant="icon" />
      </>
    );
    // The server's HTML, before the hearts' code has come: 8 is tapped, 9 tapped twice.
    const container = document.createElement('div');
    container.innerHTML = renderToString(hearts);
    document.body.append(container);
    const [early8, early9] = [...container.querySelectorAll('button')] as [
      HTMLButtonElement,
      HTMLButtonElement,
    ];
    early8.click();
    early9.click();
    early9.click();
    await settled();
    expect(stored()).toBeNull();

    await act(async () => {
      hydrateRoot(container, hearts);
    });
    expect(early8.getAttribute('aria-pressed')).toBe('true');
    expect(early8.getAttribute('aria-label')).toBe(REMOVE_LABEL);
    expect(stored()).toEqual([8]);
    // Hydrated, a tap is the button's alone: removed, and not saved again after it.
    await act(async () => early8.click());
    await settled();
    expect(stored()).toEqual([]);
    expect(early8.getAttribute('aria-pressed')).toBe('false');
    container.remove();

    // A tap on server HTML that never hydrated (the page moved on) presses no heart drawn later.
    const gone = document.createElement('div');
    gone.innerHTML = renderToString(<FavouriteButton carId={11} variant="icon" />);
    document.body.append(gone);
    gone.querySelector('button')!.click();
    await settled();
    gone.remove();
    renderRoute(<FavouriteButton carId={11} variant="icon" />);
    await settled();
    expect(screen.getByRole('button', { name: SAVE_LABEL }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(stored()).toEqual([]);
  });
});
