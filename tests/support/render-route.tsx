// Renders a component as a route of a React Router data router (createRoutesStub), with the
// toaster, so hooks such as useRevalidator and useNavigate work as on a page.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { Toaster } from '~/components/ui/sonner';

export function renderRoute(element: ReactNode, { path = '/' }: { path?: string } = {}) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <>
          {element}
          <Toaster />
        </>
      ),
    },
  ]);
  const user = userEvent.setup();
  return { user, ...render(<Stub initialEntries={[path]} />) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control labelled `label`; a required field's label ends with its (aria-hidden) '*'. */
export const fieldByLabel = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\*?$`));
