import { Suspense } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useNavigation } from 'react-router';
import { AdminSkeleton } from '~/features/admin/admin-skeleton';
import { isGuardedAdminPath } from '~/lib/admin-paths';
import { SiteHeader } from '~/components/site-header';
import { StatusMessage } from '~/components/status-message';
import type { Route } from './+types/site-layout';
import { ButtonLink } from '~/components/button-link';
import { lazyComponent } from '~/lib/lazy-component';

// The footer (links, hours, contact lines) is below every page's fold: its code streams in after
// the page's; the server always renders it (lazyComponent).
const SiteFooter = lazyComponent(() =>
  import('~/components/site-footer').then((module) => module.SiteFooter),
);

function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}

export default function SiteLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // From a public page into the admin area, the server checks the session before the admin
  // layout exists: show its skeleton meanwhile (docs/product.md#loading-states). Within the area the layout does it.
  const enteringAdmin =
    navigation.state === 'loading' &&
    isGuardedAdminPath(navigation.location.pathname) &&
    !isGuardedAdminPath(pathname);
  return (
    <SiteFrame>
      {enteringAdmin ? (
        <div className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
            <AdminSkeleton />
          </div>
        </div>
      ) : (
        <Outlet />
      )}
    </SiteFrame>
  );
}

// Errors of public pages keep the header and footer, so a visitor can always find a way on.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteFrame>
      <title>{notFound ? '404 Page Not Found' : 'Something went wrong'}</title>
      <meta name="robots" content="noindex" />
      {notFound ? (
        <StatusMessage
          code="Error 404"
          title="404 Page Not Found"
          actions={
            <>
              <ButtonLink to="/" size="lg">
                Back to the home page
              </ButtonLink>
              <ButtonLink to="/inventory" size="lg" variant="outline">
                Browse Inventory
              </ButtonLink>
            </>
          }
        >
          <p>Did you forget to add the page to the router?</p>
        </StatusMessage>
      ) : (
        <StatusMessage
          title="Something went wrong"
          actions={
            <ButtonLink to="/" size="lg">
              Back to the home page
            </ButtonLink>
          }
        >
          <p>Sorry, an unexpected error occurred. Please try again in a moment.</p>
        </StatusMessage>
      )}
    </SiteFrame>
  );
}
