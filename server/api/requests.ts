// POST by shoppers (idempotent with an Idempotency-Key); list, read, status changes and delete by
// staff. Same shape for the three inboxes.
import { z } from 'zod';
import { PageQuerySchema, normalisePaging } from '../../common/schemas/api';
import {
  AppraisalInputSchema,
  AppraisalSchema,
  ContactInputSchema,
  ContactSchema,
  IdempotencyHeadersSchema,
  LeadInputSchema,
  LeadSchema,
  RequestStatusUpdateSchema,
} from '../../common/schemas/requests';
import { AppError } from '../errors';
import type { Page, Paging } from '../../common/schemas/api';
import { IDEMPOTENCY_KEY_HEADER, type RequestStatus } from '../../common/constants';
import type { Services } from '../services';
import type { Actor, CreateContext, Submitted } from '../services/inbox-service';
import { auditActor } from './audit-actor';
import { requestOrigin } from '../http/origin';
import { defineRoute, IdParams, sendPage, type AnyApiRoute } from './route';

/** What the routes need of an inbox service (server/services/inbox-service.ts). */
interface Inbox {
  submit(input: never, context: CreateContext): Promise<Submitted<unknown>>;
  list(paging: Paging): Promise<Page<unknown>>;
  get(id: number): Promise<unknown>;
  setStatus(id: number, status: RequestStatus, actor: Actor): Promise<unknown>;
  delete(id: number, actor: Actor): Promise<void>;
}

interface InboxApi {
  path: string;
  tag: string;
  noun: string;
  inbox: (services: Services) => Inbox;
  input: z.ZodType;
  output: z.ZodType;
  createSummary: string;
  createErrors?: Partial<Record<400, string>>;
}

function inboxRoutes(api: InboxApi): AnyApiRoute[] {
  const notFound = `${api.noun} not found`;
  return [
    defineRoute({
      method: 'post',
      path: api.path,
      access: 'public',
      tag: api.tag,
      summary: api.createSummary,
      description:
        'A 2xx answer means the request is stored, and with it the e-mails it causes (staff ' +
        'notification; ADF/XML to the CRM and a confirmation to the shopper when configured), ' +
        'which are sent afterwards: the answer never waits for the mail server. The honeypot ' +
        'field `website` must stay empty. With an `Idempotency-Key`, a repeat within 24 hours ' +
        'gets the first answer again (with `Idempotent-Replayed: true`) and stores nothing.',
      headers: IdempotencyHeadersSchema,
      body: api.input,
      rateLimited: 'forms',
      success: { status: 201, description: 'The stored request', schema: api.output },
      errors: {
        400: `A field breaks a rule (details name each field), or a bad ${IDEMPOTENCY_KEY_HEADER}`,
        409: `A concurrent post with the same ${IDEMPOTENCY_KEY_HEADER} won and its request is gone`,
        422: `The ${IDEMPOTENCY_KEY_HEADER} was already used with a different body`,
        429: 'Too many submissions',
        ...api.createErrors,
      },
      async handler({ body, headers, req, res, deps }) {
        const { item, replayed } = await api.inbox(deps.services).submit(body as never, {
          origin: requestOrigin(req),
          idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
        });
        if (replayed) res.setHeader('Idempotent-Replayed', 'true');
        return item;
      },
    }),
    defineRoute({
      method: 'get',
      path: api.path,
      access: 'admin',
      tag: api.tag,
      summary: `${api.noun}s, newest first`,
      query: PageQuerySchema,
      success: {
        status: 200,
        description: 'A page of requests',
        schema: z.array(api.output),
        paged: true,
      },
      async handler(context) {
        const result = await api.inbox(context.deps.services).list(normalisePaging(context.query));
        return sendPage(context, result);
      },
    }),
    defineRoute({
      method: 'get',
      path: `${api.path}/:id`,
      access: 'admin',
      tag: api.tag,
      summary: `One ${api.noun.toLowerCase()}`,
      params: IdParams,
      notFound,
      success: { status: 200, description: 'The request', schema: api.output },
      errors: { 404: notFound },
      async handler({ params, deps }) {
        const item = await api.inbox(deps.services).get(params.id);
        if (!item) throw new AppError('not_found', notFound);
        return item;
      },
    }),
    defineRoute({
      method: 'patch',
      path: `${api.path}/:id`,
      access: 'admin',
      tag: api.tag,
      summary: `Move a ${api.noun.toLowerCase()} through new → contacted → closed`,
      description:
        'Sets the status to any of new, contacted or closed, whatever it is now: the order is ' +
        'not enforced, so staff can undo a mistaken close (closed → new) or close a request ' +
        'straight away. Only requests whose status is new count as new. A change is written ' +
        "to the request's history (who, when, from and to) in the same transaction.",
      params: IdParams,
      body: RequestStatusUpdateSchema,
      notFound,
      success: { status: 200, description: 'The stored request', schema: api.output },
      errors: { 400: 'Unknown status', 404: notFound },
      handler: (context) =>
        api
          .inbox(context.deps.services)
          .setStatus(context.params.id, context.body.status, auditActor(context)),
    }),
    defineRoute({
      method: 'delete',
      path: `/admin${api.path}/:id`,
      access: 'admin',
      tag: api.tag,
      summary: `Delete a ${api.noun.toLowerCase()} for good`,
      description:
        'Deletes the request and its e-mails (sent or not): nothing about it is kept. For a ' +
        "person's every request, see /api/admin/privacy.",
      params: IdParams,
      notFound,
      success: { status: 204, description: 'Deleted' },
      errors: { 404: notFound },
      handler: (context) =>
        api.inbox(context.deps.services).delete(context.params.id, auditActor(context)),
    }),
  ];
}

export const requestRoutes: AnyApiRoute[] = [
  ...inboxRoutes({
    path: '/leads',
    tag: 'Leads',
    noun: 'Lead',
    inbox: (services) => services.leads,
    input: LeadInputSchema,
    output: LeadSchema,
    createSummary: 'Ask about a car (e.g. schedule a test drive)',
    createErrors: { 400: 'A field breaks a rule, or carId names no car' },
  }),
  ...inboxRoutes({
    path: '/contacts',
    tag: 'Contacts',
    noun: 'Contact message',
    inbox: (services) => services.contacts,
    input: ContactInputSchema,
    output: ContactSchema,
    createSummary: 'Send the dealership a message',
  }),
  ...inboxRoutes({
    path: '/appraisals',
    tag: 'Appraisals',
    noun: 'Appraisal request',
    inbox: (services) => services.appraisals,
    input: AppraisalInputSchema,
    output: AppraisalSchema,
    createSummary: 'Offer a car for appraisal',
  }),
];
