import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createRoutesStub, useLocation } from 'react-router';
import { HeaderSearch } from './header-search';
import { KeywordSearch } from './keyword-search';

// docs/product.md#search-panel: the keyword box of /inventory and the header's compact one.

function renderAt(url: string, variant: 'page' | 'header') {
  function Page() {
    const location = useLocation();
    return (
      <>
        {variant === 'page' ? <KeywordSearch /> : <HeaderSearch />}
        <output data-testid="location">{location.pathname + location.search}</output>
      </>
    );
  }
  const Stub = createRoutesStub([
    { path: '/inventory', Component: Page },
    { path: '/about', Component: Page },
  ]);
  const user = userEvent.setup();
  return { user, ...render(<Stub initialEntries={[url]} />) };
}

const box = () => screen.getByRole('searchbox', { name: 'Keyword search' });
const location = () => screen.getByTestId('location').textContent;

describe('KeywordSearch on /inventory', () => {
  it('searches the keywords and keeps the other filters and the sort, back on page 1', async () => {
    const { user } = renderAt('/inventory?make=Honda&bodyType=suv&sort=price-asc&page=2', 'page');
    const form = screen.getByRole('search', { name: 'Search inventory' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/inventory');
    await user.type(box(), '  civic   ex ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(location()).toBe('/inventory?q=civic+ex&make=Honda&bodyType=suv&sort=price-asc'),
    );
  });

  it('shows the URL’s keywords and clears them with one tap, keeping the filters', async () => {
    const { user } = renderAt('/inventory?q=awd&fuelType=hybrid', 'page');
    expect((box() as HTMLInputElement).value).toBe('awd');
    const clear = screen.getByRole('link', { name: 'Clear keywords' });
    expect(clear.getAttribute('href')).toBe('/inventory?fuelType=hybrid');
    await user.click(clear);
    await waitFor(() => expect(location()).toBe('/inventory?fuelType=hybrid'));
    expect((box() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box());
  });

  it('clears typed words that were not searched yet without leaving the page', async () => {
    const { user } = renderAt('/inventory?make=Ford', 'page');
    expect(screen.queryByRole('button', { name: 'Clear keywords' })).toBeNull();
    await user.type(box(), 'f150');
    await user.click(screen.getByRole('button', { name: 'Clear keywords' }));
    expect((box() as HTMLInputElement).value).toBe('');
    expect(location()).toBe('/inventory?make=Ford');
  });
});

describe('KeywordSearch in the header', () => {
  it('starts a new search from any page', async () => {
    const { user } = renderAt('/about', 'header');
    await user.type(box(), 'rav4{Enter}');
    await waitFor(() => expect(location()).toBe('/inventory?q=rav4'));
  });

  it('stands aside on /inventory, which has its own box', () => {
    renderAt('/inventory?q=civic', 'header');
    expect(screen.queryByRole('search')).toBeNull();
  });
});
