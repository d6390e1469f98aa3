// Who an audit row names (docs/product.md#audit-log): the signed-in staff member and the
// address the request came from.
import type { Request } from 'express';
import type { AdminIdentity } from '../auth/session';
import type { AuditActor } from '../services/audit-service';

export function auditActor({
  admin,
  req,
}: {
  admin: AdminIdentity | null;
  req: Request;
}): AuditActor {
  return { id: admin?.id ?? null, username: admin?.username ?? null, address: req.ip ?? null };
}
