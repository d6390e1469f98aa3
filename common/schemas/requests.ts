// What shoppers send: test-drive leads, contact messages and appraisal requests (docs/product.md#public-forms),
// and the status staff move them through.
import { z } from './zod';
import {
  APPRAISAL_CONDITIONS,
  CONTACT_INTERESTS,
  IDEMPOTENCY_KEY_HEADER,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  REQUEST_EVENT_KINDS,
  REQUEST_NOTE_MAX_LENGTH,
  REQUEST_STATUSES,
} from '../constants';
import {
  email,
  honeypot,
  longText,
  mileage,
  money,
  optionalText,
  phone,
  requiredText,
  vehicleYear,
} from './fields';
import { CarSchema } from './car';
import { idSchema } from './ids';
import { MARKETING_CONSENT_TEXT } from '../privacy';

const optionalPhone = () =>
  phone()
    .nullish()
    .transform((value) => (value ? value : null));

/** Who is asking: the same fields and messages on the test-drive and the contact form. */
const personInput = {
  firstName: requiredText(50, 'First name is required'),
  lastName: requiredText(50, 'Last name is required'),
  email: email(),
  phone: optionalPhone(),
};

/** The unticked, optional box of every public form (common/privacy.ts has its words). */
const marketingConsent = () =>
  z
    .boolean({ error: 'marketingConsent must be true or false' })
    .optional()
    .default(false)
    .meta({
      description: `Whether the shopper ticked the marketing e-mail box, whose words are: "${MARKETING_CONSENT_TEXT}"`,
    });

/**
 * A public form's input: its fields, the marketing consent and the honeypot, named in the
 * OpenAPI document.
 */
function publicFormInput<Shape extends z.ZodRawShape>(id: string, shape: Shape) {
  return z
    .strictObject({ ...shape, marketingConsent: marketingConsent(), website: honeypot() })
    .meta({ id });
}

export const IdempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .min(1, 'must not be empty')
    .max(255, 'must be at most 255 characters')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'may hold only letters, digits and _ . : -')
    .optional()
    .meta({
      description:
        'A new value (e.g. a UUID) per submission attempt, the same on a retry of it. The first ' +
        'answer is kept for 24 hours; a repeat with the same key gets that answer again ' +
        '(Idempotent-Replayed: true) and stores nothing.',
      example: '7d1c1a9e-2f4b-4c58-9a3e-5f0b6c1d2e3f',
    }),
});

export const LeadInputSchema = publicFormInput('LeadInput', {
  ...personInput,
  interest: optionalText(100),
  message: longText(),
  carId: idSchema('carId', 'a car id')
    .nullish()
    .transform((value) => value ?? null),
});
export type LeadInput = z.output<typeof LeadInputSchema>;
export type LeadFormValues = z.input<typeof LeadInputSchema>;

export const ContactInputSchema = publicFormInput('ContactInput', {
  ...personInput,
  interest: z.enum(CONTACT_INTERESTS, { error: 'Please select your interest' }),
  message: longText(),
});
export type ContactInput = z.output<typeof ContactInputSchema>;
export type ContactFormValues = z.input<typeof ContactInputSchema>;

export const AppraisalInputSchema = publicFormInput('AppraisalInput', {
  make: requiredText(50, 'Make is required'),
  model: requiredText(50, 'Model is required'),
  year: vehicleYear(),
  mileage: mileage(),
  condition: z.enum(APPRAISAL_CONDITIONS, { error: 'Please select vehicle condition' }),
  askingPrice: money('Asking price')
    .nullish()
    .transform((value) => value ?? null),
  description: longText(),
  contactName: requiredText(100, 'Name is required'),
  contactPhone: phone().min(1, 'Phone number is required'),
  contactEmail: email(),
});
export type AppraisalInput = z.output<typeof AppraisalInputSchema>;
export type AppraisalFormValues = z.input<typeof AppraisalInputSchema>;

export const RequestStatusUpdateSchema = z
  .strictObject({
    status: z.enum(REQUEST_STATUSES, { error: 'Status must be new, contacted or closed' }),
  })
  .meta({ id: 'RequestStatusUpdate' });

const requestBase = {
  id: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.iso.datetime(),
  marketingConsent: z.boolean().meta({ description: 'The marketing e-mail box was ticked' }),
  consentText: z
    .string()
    .nullable()
    .meta({ description: 'The exact words of the box the shopper ticked (null when not ticked)' }),
  consentAt: z.iso
    .datetime()
    .nullable()
    .meta({ description: 'When the consent was given (null when not given)' }),
};

const messageOutput = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  interest: z.string().nullable(),
  message: z.string().nullable(),
};

export const LeadSchema = z
  .object({ ...requestBase, ...messageOutput, carId: z.number().int().nullable() })
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof LeadSchema>;

export const ContactSchema = z.object({ ...requestBase, ...messageOutput }).meta({ id: 'Contact' });
export type Contact = z.infer<typeof ContactSchema>;

export const AppraisalSchema = z
  .object({
    ...requestBase,
    make: z.string(),
    model: z.string(),
    year: z.number().int(),
    mileage: z.number().int(),
    condition: z.enum(APPRAISAL_CONDITIONS),
    askingPrice: z.number().nullable(),
    description: z.string().nullable(),
    contactName: z.string(),
    contactPhone: z.string(),
    contactEmail: z.string(),
  })
  .meta({ id: 'Appraisal' });
export type Appraisal = z.infer<typeof AppraisalSchema>;

// ---------------------------------------------------------------------------------------------
// Staff's view of one request (docs/product.md#request-details): its history, internal notes
// and the delivery state of its e-mails.
// ---------------------------------------------------------------------------------------------

export const RequestNoteInputSchema = z
  .strictObject({
    note: requiredText(REQUEST_NOTE_MAX_LENGTH, 'Write a note first'),
  })
  .meta({ id: 'RequestNoteInput' });
export type RequestNoteInput = z.output<typeof RequestNoteInputSchema>;
export type RequestNoteFormValues = z.input<typeof RequestNoteInputSchema>;

export const RequestEventSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(REQUEST_EVENT_KINDS),
    fromStatus: z.enum(REQUEST_STATUSES).nullable(),
    toStatus: z.enum(REQUEST_STATUSES).nullable(),
    note: z.string().nullable(),
    actor: z.string().nullable().meta({ description: 'The admin who did it (username)' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'RequestEvent' });
export type RequestEvent = z.infer<typeof RequestEventSchema>;

export const RequestMailSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(OUTBOX_KINDS),
    toAddress: z.string(),
    subject: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.iso.datetime().meta({ description: 'When a queued or retrying mail is due' }),
    sentAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'RequestMail' });
export type RequestMail = z.infer<typeof RequestMailSchema>;

/** The car a request is about, as staff see it beside the request. */
export const RequestCarSchema = CarSchema.pick({
  id: true,
  year: true,
  make: true,
  model: true,
  trim: true,
  stockNumber: true,
})
  .extend({ price: z.number().meta({ description: 'The shown price' }) })
  .meta({ id: 'RequestCar' });
export type RequestCar = z.infer<typeof RequestCarSchema>;

/** A request with everything staff see about it; `car` only for a lead (null without one). */
export function requestDetailsSchema<T extends z.ZodType>(id: string, request: T) {
  return z
    .object({
      request,
      car: RequestCarSchema.nullable(),
      events: z.array(RequestEventSchema).meta({ description: 'Newest first' }),
      mails: z.array(RequestMailSchema).meta({ description: 'Oldest first' }),
    })
    .meta({ id });
}
export interface RequestDetails<T> {
  request: T;
  car: RequestCar | null;
  events: RequestEvent[];
  mails: RequestMail[];
}
