import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useOnDemandDialog } from '~/lib/on-demand-dialog';
import type { NavItem } from './site-nav';
import { Button } from './ui/button';

// The sheet (a Radix dialog) is code no page needs to show itself: it loads when the menu button
// is first pointed at, focused or pressed, and opens as soon as it is there.
const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(() =>
  loadSheet().then((module) => ({ default: module.MobileMenuSheet })),
);

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
  const { mounted, triggerProps, dialogProps } = useOnDemandDialog({
    open,
    onOpenChange: (next) => setOpenedAt(next ? location.key : null),
    preload: () => void loadSheet(),
  });

  return (
    <>
      <Button
        {...triggerProps}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            {...dialogProps}
            nav={nav}
            isAdmin={isAdmin}
            onLogout={onLogout}
            logoutPending={logoutPending}
          />
        </Suspense>
      )}
    </>
  );
}
