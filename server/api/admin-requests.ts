// Staff's view of one request (docs/product.md#request-details): the request with its history,
// notes and mails; a new note; each inbox as a CSV file; and "Retry now" for a mail.
import type { z } from 'zod';
import { dealershipToday } from '../../common/dates';
import {
  AppraisalSchema,
  ContactSchema,
  LeadSchema,
  RequestEventSchema,
  RequestNoteInputSchema,
  requestDetailsSchema,
  type RequestEvent,
} from '../../common/schemas/requests';
import { AppError } from '../errors';
import type { Services } from '../services';
import { sendCsv } from './csv-response';
import type { Actor } from '../services/inbox-service';
import { auditActor } from './audit-actor';
import { defineRoute, IdParams, type AnyApiRoute } from './route';

/** What the routes need of an inbox service (server/services/inbox-service.ts). */
interface Inbox {
  details(id: number): Promise<unknown>;
  addNote(id: number, note: string, actor: Actor): Promise<RequestEvent>;
  exportCsv(): AsyncGenerator<string>;
}

interface DetailsApi {
  /** The collection under /api/admin, e.g. 'leads'. */
  collection: string;
  tag: string;
  noun: string;
  inbox: (services: Services) => Inbox;
  details: z.ZodType;
}

function requestDetailRoutes(api: DetailsApi): AnyApiRoute[] {
  const path = `/admin/${api.collection}`;
  const notFound = `${api.noun} not found`;
  const noun = api.noun.toLowerCase();
  return [
    // Before /:id, which would take "export.csv" for an id.
    defineRoute({
      method: 'get',
      path: `${path}/export.csv`,
      access: 'admin',
      tag: api.tag,
      summary: `Every ${noun} as a CSV file`,
      description:
        'RFC 4180 (CRLF line ends), UTF-8 with a byte-order mark, oldest first, the fields by ' +
        "their API names (a lead adds its car's vehicle and stockNumber). A cell that starts " +
        "with =, +, -, @, a tab or a carriage return gets a ' in front (formula injection).",
      success: {
        status: 200,
        description: `${api.collection}-YYYY-MM-DD.csv, as an attachment`,
        mediaType: 'text/csv',
      },
      handler: ({ res, deps }) =>
        sendCsv(
          res,
          `${api.collection}-${dealershipToday()}.csv`,
          api.inbox(deps.services).exportCsv(),
        ),
    }),
    defineRoute({
      method: 'get',
      path: `${path}/:id`,
      access: 'admin',
      tag: api.tag,
      summary: `One ${noun} with its history, notes and e-mails`,
      description:
        'The request; the car it names (leads; null when none or deleted); its status changes ' +
        'and notes, newest first; and the delivery state of each e-mail it caused.',
      params: IdParams,
      notFound,
      success: {
        status: 200,
        description: 'The request and what happened to it',
        schema: api.details,
      },
      errors: { 404: notFound },
      async handler({ params, deps }) {
        const details = await api.inbox(deps.services).details(params.id);
        if (!details) throw new AppError('not_found', notFound);
        return details;
      },
    }),
    defineRoute({
      method: 'post',
      path: `${path}/:id/notes`,
      access: 'admin',
      tag: api.tag,
      summary: `Add an internal note to a ${noun}`,
      description: 'For staff only: a note is never e-mailed to anyone.',
      params: IdParams,
      body: RequestNoteInputSchema,
      notFound,
      success: { status: 201, description: 'The note as stored', schema: RequestEventSchema },
      errors: { 400: 'The note is empty or longer than 2000 characters', 404: notFound },
      handler: (context) =>
        api
          .inbox(context.deps.services)
          .addNote(context.params.id, context.body.note, auditActor(context)),
    }),
  ];
}

export const adminRequestRoutes: AnyApiRoute[] = [
  ...requestDetailRoutes({
    collection: 'leads',
    tag: 'Leads',
    noun: 'Lead',
    inbox: (services) => services.leads,
    details: requestDetailsSchema('LeadDetails', LeadSchema),
  }),
  ...requestDetailRoutes({
    collection: 'contacts',
    tag: 'Contacts',
    noun: 'Contact message',
    inbox: (services) => services.contacts,
    details: requestDetailsSchema('ContactDetails', ContactSchema),
  }),
  ...requestDetailRoutes({
    collection: 'appraisals',
    tag: 'Appraisals',
    noun: 'Appraisal request',
    inbox: (services) => services.appraisals,
    details: requestDetailsSchema('AppraisalDetails', AppraisalSchema),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/outbox/:id/retry',
    access: 'admin',
    tag: 'Admin',
    summary: 'Send a retrying or failed e-mail now',
    description:
      'The mail becomes due at once (a failed one gets one more attempt, failed again if it ' +
      'fails) and the delivery worker is woken. Answers before the mail is sent.',
    params: IdParams,
    notFound: 'Mail not found',
    success: { status: 204, description: 'Due now' },
    errors: { 404: 'Mail not found', 409: 'The mail was already sent' },
    async handler(context) {
      await context.deps.services.outbox.retryNow(context.params.id, auditActor(context));
    },
  }),
];
