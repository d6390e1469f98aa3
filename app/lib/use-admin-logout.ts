import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';

/**
 * The header's staff sign-out: `logout()` loads and runs admin-logout.ts (only signed-in staff
 * ever sign out, so no shopper's page carries its code); `pending` is true while it runs.
 */
export function useAdminLogout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      const { signOutAdmin } = await import('./admin-logout');
      return await signOutAdmin({ pathname, navigate, revalidate: revalidator.revalidate });
    } finally {
      setPending(false);
    }
  }, [navigate, pathname, revalidator]);

  return { logout, pending };
}
