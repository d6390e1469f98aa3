import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { showErrorToast, type Notice } from './toast';

/**
 * The notice of a failed sign-out (docs/product.md#admin-logout): 'Logout failed', or the
 * browser's words when the network failed (`networkError`).
 */
export function logoutFailure(networkError?: unknown): Notice {
  return {
    title: 'Logout failed',
    description: networkError instanceof Error ? networkError.message : 'Logout failed',
  };
}

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
      // The code could not be fetched (network down): the same notice as a failed request.
      const loaded = await import('./admin-logout').catch((error: unknown) => {
        showErrorToast(logoutFailure(error));
        return null;
      });
      if (!loaded) return false;
      return await loaded.signOutAdmin({ pathname, navigate, revalidate: revalidator.revalidate });
    } finally {
      setPending(false);
    }
  }, [navigate, pathname, revalidator]);

  return { logout, pending };
}
