// Where the admin area is. The sign-in page is public; every other /admin page is guarded
// (features/admin/require-admin.ts). Kept with the shared site code: the header links here.

export const ADMIN_LOGIN_PATH = '/admin/login';

/** Any page of the admin area, the sign-in and invitation pages included. */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(\/|$)/.test(pathname);
}

/** Pages behind the admin guard (all of /admin but the sign-in page). */
export function isGuardedAdminPath(pathname: string): boolean {
  return isAdminPath(pathname) && !pathname.startsWith(ADMIN_LOGIN_PATH);
}
