import CalendarCheck from 'lucide-react/icons/calendar-check';
import Clock from 'lucide-react/icons/clock';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { SITE, formatAddress } from '../../common/site';
import { useAdminLogout } from '~/lib/use-admin-logout';
import { ADMIN_LOGIN_PATH } from '~/lib/admin-paths';
import { cn } from '~/lib/cn';
import { compactHours } from '~/lib/hours';
import { lazyComponent } from '~/lib/lazy-component';
import { useRootData } from '~/lib/root-data';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ADMIN_NAV, MAIN_NAV, NavList } from './site-nav';
import { Button } from './ui/button';
import { ButtonLink } from './button-link';
import { FavouritesLink } from './favourites-link';

// The compact keyword box shows from 1024 px only: its code comes after the page's, so a phone's
// first scripts leave it out; the server always renders it (lazyComponent).
const HeaderSearch = lazyComponent(() =>
  import('./header-search').then((module) => module.HeaderSearch),
);

const telHref = `tel:${SITE.phone.e164}`;

export function SiteHeader() {
  const { isAdmin } = useRootData();
  const { logout, pending } = useAdminLogout();
  const nav = isAdmin ? [...MAIN_NAV, ADMIN_NAV] : MAIN_NAV;

  return (
    <>
      <section
        aria-label="Address, hours and email"
        className="hidden bg-brand-950 text-slate-300 md:block"
      >
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-6 px-4 text-xs">
          <p className="flex items-center gap-5">
            <span className="flex items-center gap-1.5">
              <MapPin className="size-3.5 text-accent-400" aria-hidden="true" />
              {formatAddress()}
            </span>
            <span className="hidden items-center gap-1.5 lg:flex">
              <Clock className="size-3.5 text-accent-400" aria-hidden="true" />
              {compactHours()}
            </span>
          </p>
          <a href={`mailto:${SITE.email}`} className="flex items-center gap-1.5 hover:text-white">
            <Mail className="size-3.5 text-accent-400" aria-hidden="true" />
            {SITE.email}
          </a>
        </div>
      </section>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 shadow-xs backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 lg:h-[4.5rem]">
          <Link
            to="/"
            className="shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Logo />
            <span className="sr-only">, home</span>
          </Link>
          <NavList label="Main" className="hidden lg:block" items={nav} variant="header" />
          <div className="flex items-center gap-2">
            <Suspense fallback={null}>
              <HeaderSearch className="hidden lg:block" />
            </Suspense>
            <FavouritesLink />
            <a
              href={telHref}
              // Signed in, the nav has one more item: the number becomes an icon below 1360 px.
              className={cn(
                'hidden items-center gap-2 rounded-md px-2 py-2 text-[0.9375rem] font-semibold whitespace-nowrap text-slate-900 outline-none hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-ring',
                isAdmin ? 'min-[1360px]:flex' : 'lg:flex',
              )}
            >
              <Phone className="size-4 text-brand-700" aria-hidden="true" />
              {SITE.phone.display}
            </a>
            <Button
              asChild
              variant="ghost"
              size="icon"
              className={isAdmin ? 'min-[1360px]:hidden' : 'lg:hidden'}
            >
              <a href={telHref} aria-label={`Call us at ${SITE.phone.display}`}>
                <Phone className="size-5" aria-hidden="true" />
              </a>
            </Button>
            {isAdmin ? (
              <Button
                variant="ghost"
                size="sm"
                className="hidden lg:inline-flex"
                onClick={() => void logout()}
                disabled={pending}
              >
                <LogOut aria-hidden="true" />
                Admin Logout
              </Button>
            ) : (
              <ButtonLink
                to={ADMIN_LOGIN_PATH}
                variant="ghost"
                size="sm"
                className="hidden lg:inline-flex"
                icon={LogIn}
              >
                Admin Login
              </ButtonLink>
            )}
            <ButtonLink to="/contact" className="hidden sm:inline-flex" icon={CalendarCheck}>
              Schedule Test Drive
            </ButtonLink>
            <MobileMenu nav={nav} isAdmin={isAdmin} onLogout={logout} logoutPending={pending} />
          </div>
        </div>
      </header>
    </>
  );
}
