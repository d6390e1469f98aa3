import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { Suspense, useEffect } from 'react';
import type { Route } from './+types/root';
import { dealershipToday } from '../common/dates';
import { setImageBaseUrl } from '../common/images';
import { catchEarlyHeartPresses } from './lib/favourites';
import { lazyComponent } from './lib/lazy-component';
import { useNonce } from './lib/nonce';
import appCss from './app.css?url';

// The toaster (and sonner with it) loads after the page: no notice is shown before anyone acts.
const Toaster = lazyComponent(() =>
  import('./components/ui/sonner').then((module) => module.Toaster),
);

// Before React hydrates: a heart tapped before its card's code has come still saves the car.
if (typeof window !== 'undefined') catchEarlyHeartPresses();

export const links: LinksFunction = () => [
  // With a precedence React emits the stylesheet at the top of <head>, before the module
  // preloads; otherwise it came last, queued behind ~40 scripts on an HTTP/1.1 connection pool,
  // and held the first paint back (Lighthouse: 70% of the LCP was render delay).
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return {
    isAdmin: context.admin !== null,
    origin: context.publicUrl,
    imageBaseUrl: context.imageBaseUrl,
    today: dealershipToday(),
  };
}

// The root's data (session flag, origin, image host) changes only at sign-in and sign-out, which
// revalidate explicitly (same URL) or post. A new search on /inventory or /blog must not wait for
// it: the page's own skeletons show at once.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const mutation = formMethod !== undefined && formMethod.toUpperCase() !== 'GET';
  if (mutation || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Before any page renders a photo, on the server and in the browser alike (same value).
  setImageBaseUrl(loaderData.imageBaseUrl);
  // Tests (and CSS, if ever needed) can tell a hydrated page from the server's HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {notFound ? '404 Page Not Found' : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-slate-600">
        {notFound
          ? 'Did you forget to add the page to the router?'
          : 'Sorry, an unexpected error occurred. Please try again in a moment.'}
      </p>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Back to the home page
      </a>
    </main>
  );
}
