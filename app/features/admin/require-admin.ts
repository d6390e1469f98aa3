// The server-side guard of every admin page (docs/product.md#admin-guard): loaders run on the server (and for
// client navigations as a data request to the server), so a visitor is redirected before any
// admin data is read, and nothing of it reaches the HTML.
import { data, redirect, type AppLoadContext, type MetaDescriptor } from 'react-router';
import { pageNumber } from '../../../common/paging';
import type { Paging } from '../../../common/schemas/api';
import { parseIdParam } from '../../../common/schemas/ids';
import { SITE } from '../../../common/site';
import { ADMIN_LOGIN_PATH } from '~/lib/admin-paths';

/** Your account: also the second factor's setup, the one page a restricted session may open. */
export const ADMIN_ACCOUNT_PATH = '/admin/account';

/**
 * Throws a redirect to the login page unless this request is signed in as an admin; a session
 * that must still set up its second factor (REQUIRE_TOTP) is sent to its setup
 * (docs/product.md#second-factor-totp) unless `duringTotpSetup`.
 */
export function requireAdmin(context: AppLoadContext, options: { duringTotpSetup?: boolean } = {}) {
  if (!context.admin) throw redirect(ADMIN_LOGIN_PATH);
  if (context.admin.totpSetupRequired && !options.duringTotpSetup) {
    throw redirect(ADMIN_ACCOUNT_PATH);
  }
  return context.admin;
}

/** A route's numeric :id; anything else is a 404, like the API's id parameters. */
export function idParamOr404(value: string | undefined): number {
  const id = parseIdParam(value);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** Title and robots tag of an admin page: staff pages are never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${SITE.name} Admin` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** Rows per page of the admin lists. */
const ADMIN_PAGE_SIZE = 20;

/** The page of an admin list that ?page=N asks for (page 1 when absent or not a page number). */
export function listPaging(request: Request): Paging {
  return { page: pageNumber(new URL(request.url).searchParams), pageSize: ADMIN_PAGE_SIZE };
}
