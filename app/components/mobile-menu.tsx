import { CalendarCheck, LogIn, LogOut, Menu, Phone } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { SITE, formatAddress } from '../../common/site';
import { ADMIN_LOGIN_PATH } from '~/lib/admin-paths';
import { Logo } from './logo';
import { NavList, type NavItem } from './site-nav';
import { Button } from './ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './ui/sheet';
import { ButtonLink } from './button-link';

interface MobileMenuProps {
  nav: NavItem[];
  isAdmin: boolean;
  onLogout: () => Promise<boolean>;
  logoutPending: boolean;
}

/**
 * The slide-out menu of small screens: a Radix dialog, so focus stays inside and Escape closes
 * it. It is open only for the location it was opened on, so any navigation closes it.
 */
export function MobileMenu({ nav, isAdmin, onLogout, logoutPending }: MobileMenuProps) {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const setOpen = (next: boolean) => setOpenedAt(next ? location.key : null);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" closeLabel="Close menu" className="gap-0">
        <SheetHeader className="border-b border-slate-200">
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <Logo />
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <NavList label="Mobile" className="px-3 py-4" items={nav} variant="menu" />
        <div className="mt-auto grid gap-3 border-t border-slate-200 p-5">
          <ButtonLink to="/contact" size="lg" icon={CalendarCheck}>
            Schedule Test Drive
          </ButtonLink>
          <Button asChild variant="outline" size="lg">
            <a href={`tel:${SITE.phone.e164}`}>
              <Phone aria-hidden="true" />
              {SITE.phone.display}
            </a>
          </Button>
          {isAdmin ? (
            <Button
              variant="ghost"
              onClick={async () => {
                if (await onLogout()) setOpen(false);
              }}
              disabled={logoutPending}
            >
              <LogOut aria-hidden="true" />
              Admin Logout
            </Button>
          ) : (
            <ButtonLink to={ADMIN_LOGIN_PATH} variant="ghost" icon={LogIn}>
              Admin Login
            </ButtonLink>
          )}
          <p className="text-center text-xs text-slate-600">{formatAddress()}</p>
        </div>
      </SheetContent>
    </Sheet>
  );
}
