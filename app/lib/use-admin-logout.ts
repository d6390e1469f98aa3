import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type * as ApiClient from '~/lib/api-client';
import { useMutation } from '~/lib/use-mutation';

/**
 * Signs the admin out (POST /api/admin/logout) with the notices of docs/product.md#admin-logout,
 * then reloads the page data so every "signed in" element disappears. From an admin page it
 * returns to the public site first (the admin page would only redirect to the login form).
 */
export function useAdminLogout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mutate, pending } = useMutation();

  const logout = useCallback(async () => {
    // The API client loads when it is needed: only signed-in staff ever sign out.
    let api: typeof ApiClient | undefined;
    const result = await mutate({
      run: async () => {
        api = await import('~/lib/api-client');
        return api.apiSend('POST', '/api/admin/logout');
      },
      success: { title: 'Success', description: 'Admin logout successful' },
      // A refused logout says 'Logout failed'; a network failure says what the browser said.
      failure: (error) => ({
        title: 'Logout failed',
        description:
          (api && error instanceof api.ApiError) || !(error instanceof Error)
            ? 'Logout failed'
            : error.message,
      }),
      onSuccess: async () => {
        if (pathname === '/admin' || pathname.startsWith('/admin/')) await navigate('/');
      },
    });
    return result.ok;
  }, [mutate, navigate, pathname]);

  return { logout, pending };
}
