// Renders a piece of the /inventory page at an address, in a data router (createRoutesStub), with
// the search read from the location as the page reads it: a click that navigates re-renders it
// with the new search, and `currentSearch()` tells where it went.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub, useLocation } from 'react-router';

export function renderInventory(url: string, piece: (search: URLSearchParams) => ReactNode) {
  function Page() {
    const location = useLocation();
    return (
      <>
        {piece(new URLSearchParams(location.search))}
        <output data-testid="location">{location.pathname + location.search}</output>
      </>
    );
  }
  const Stub = createRoutesStub([{ path: '/inventory', Component: Page }]);
  const user = userEvent.setup();
  return { user, ...render(<Stub initialEntries={[url]} />) };
}

/** The address the page is at now, e.g. /inventory?make=Honda. */
export const currentUrl = () => screen.getByTestId('location').textContent;
