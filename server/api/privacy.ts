// A person's privacy requests, answered by staff (docs/product.md#privacy): export or erase every
// lead, contact message and appraisal request sent with one e-mail address.
import {
  PrivacyErasureSchema,
  PrivacyExportSchema,
  PrivacyQuerySchema,
} from '../../common/schemas/privacy';
import { auditActor } from './audit-actor';
import { defineRoute, type AnyApiRoute } from './route';

const TAG = 'Privacy';

export const privacyRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/admin/privacy',
    access: 'admin',
    tag: TAG,
    summary: 'Everything held about one e-mail address (an access request)',
    description:
      'Every lead, contact message and appraisal request sent with the address (any case), ' +
      'oldest first, with every stored field including the marketing consent.',
    query: PrivacyQuerySchema,
    success: { status: 200, description: 'What is held', schema: PrivacyExportSchema },
    handler: (context) =>
      context.deps.services.privacy.exportByEmail(context.query.email, auditActor(context)),
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/privacy',
    access: 'admin',
    tag: TAG,
    summary: 'Erase everything held about one e-mail address',
    description:
      'Deletes every lead, contact message and appraisal request sent with the address (any ' +
      'case) and their e-mails, in one transaction. Answers how many of each were deleted.',
    query: PrivacyQuerySchema,
    success: { status: 200, description: 'What was deleted', schema: PrivacyErasureSchema },
    handler: (context) =>
      context.deps.services.privacy.eraseByEmail(context.query.email, auditActor(context)),
  }),
];
