import { auditQueryFromUrl } from '../../../common/schemas/audit';
import { AuditLog } from '~/features/admin/audit-log';
import { adminMeta, requireAdmin } from '~/features/admin/require-admin';
import type { Route } from './+types/audit';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  // A parameter that breaks a rule is left out, so a hand-edited URL still shows a list.
  const query = auditQueryFromUrl(new URL(request.url).searchParams);
  const [result, options] = await Promise.all([
    context.services.audit.listAudit(query),
    context.services.audit.filterOptions(),
  ]);
  return {
    result,
    options,
    values: {
      actorId: query.actorId ?? '',
      entityType: query.entityType ?? '',
      from: query.from ?? '',
      to: query.to ?? '',
    },
  };
}

export function meta() {
  return adminMeta('Audit log');
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  return <AuditLog {...loaderData} />;
}
