// The staff sign-out itself (docs/product.md#admin-logout), loaded when staff sign out: no
// shopper's page carries it (use-admin-logout.ts holds the part the header needs).
import { isAdminPath } from '~/lib/admin-paths';
import { ApiError, apiSend } from '~/lib/api-client';
import { logoutFailure } from '~/lib/use-admin-logout';
import { runMutation } from '~/lib/use-mutation';

/**
 * Signs the admin out (POST /api/admin/logout) with the notices of docs/product.md#admin-logout,
 * then reloads the page data so every "signed in" element disappears. From an admin page it
 * returns to the public site first (the admin page would only redirect to the login form).
 */
export async function signOutAdmin({
  pathname,
  navigate,
  revalidate,
}: {
  pathname: string;
  navigate: (to: string) => void | Promise<void>;
  revalidate: () => Promise<void>;
}): Promise<boolean> {
  const result = await runMutation(
    {
      run: () => apiSend('POST', '/api/admin/logout'),
      success: { title: 'Success', description: 'Admin logout successful' },
      // A refused logout says 'Logout failed'; a network failure says what the browser said.
      failure: (error) => logoutFailure(error instanceof ApiError ? undefined : error),
      onSuccess: async () => {
        if (isAdminPath(pathname)) await navigate('/');
      },
    },
    revalidate,
  );
  return result.ok;
}
