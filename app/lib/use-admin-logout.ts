import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { ApiError, apiSend } from '~/lib/api-client';
import { toast } from '~/lib/use-toast';

/**
 * Signs the admin out (POST /api/admin/logout) with the notices of spec §8, then reloads the
 * page data so every "signed in" element disappears. From an admin page it returns to the
 * public site first (the admin page would only redirect to the login form).
 */
export function useAdminLogout() {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      try {
        await apiSend('POST', '/api/admin/logout');
      } catch (error) {
        // Spec §7: a non-ok answer of the logout call raises 'Logout failed'.
        throw error instanceof ApiError ? new Error('Logout failed') : error;
      }
      toast({ title: 'Success', description: 'Admin logout successful' });
      if (pathname === '/admin' || pathname.startsWith('/admin/')) await navigate('/');
      await revalidator.revalidate();
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Logout failed',
        description: error instanceof Error ? error.message : 'Logout failed',
      });
      return false;
    } finally {
      setPending(false);
    }
  }, [revalidator, navigate, pathname]);

  return { logout, pending };
}
