import CalendarCheck from 'lucide-react/icons/calendar-check';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import Phone from 'lucide-react/icons/phone';
import { SITE, formatAddress } from '../../common/site';
import { ADMIN_LOGIN_PATH } from '~/lib/admin-paths';
import { returnFocusTo, type OnDemandDialogProps } from '~/lib/on-demand-dialog';
import { Logo } from './logo';
import { NavList, type NavItem } from './site-nav';
import { Button } from './ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from './ui/sheet';
import { ButtonLink } from './button-link';
import { FavouritesLink } from './favourites-link';

export interface MobileMenuSheetProps extends OnDemandDialogProps {
  nav: NavItem[];
  isAdmin: boolean;
  onLogout: () => Promise<boolean>;
  logoutPending: boolean;
}

/** The slide-out menu itself (mobile-menu.tsx loads it when the menu button is first reached). */
export function MobileMenuSheet({
  nav,
  isAdmin,
  onLogout,
  logoutPending,
  open,
  onOpenChange,
  trigger,
  contentId,
}: MobileMenuSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={contentId}
        side="right"
        closeLabel="Close menu"
        className="gap-0"
        onCloseAutoFocus={returnFocusTo(trigger)}
      >
        <SheetHeader className="border-b border-slate-200">
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <Logo />
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <NavList label="Mobile" className="px-3 py-4" items={nav} variant="menu" />
        <FavouritesLink variant="menu" className="mx-3 -mt-3 mb-4" />
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
                if (await onLogout()) onOpenChange(false);
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
