// The audit log for staff (docs/product.md#audit-log): who changed what, newest first.
import { z } from 'zod';
import {
  AuditEntrySchema,
  AuditQuerySchema,
  normaliseAuditQuery,
} from '../../common/schemas/audit';
import { defineRoute, sendPage, type AnyApiRoute } from './route';

export const auditRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/admin/audit',
    access: 'admin',
    tag: 'Admin',
    summary: 'The audit log: every staff write, newest first',
    description:
      'Each row names who (user id and username), when, the action (<entity>.<verb>), the record ' +
      'and the before and after of each changed field. Filter by person (actorId), record type ' +
      '(entityType), action and days (from, to: the dealership’s calendar, both included). Rows ' +
      'are kept two years. Passwords, codes and secrets are never stored.',
    query: AuditQuerySchema,
    success: {
      status: 200,
      description: 'A page of audit rows',
      schema: z.array(AuditEntrySchema),
      paged: true,
    },
    errors: { 400: 'A filter or paging parameter is malformed (the message names it)' },
    async handler(context) {
      const result = await context.deps.services.audit.listAudit(
        normaliseAuditQuery(context.query),
      );
      return sendPage(context, result);
    },
  }),
];
