import { Outlet } from 'react-router';
import { SiteFooter } from '~/components/site-footer';
import { SiteHeader } from '~/components/site-header';

export default function SiteLayout() {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
