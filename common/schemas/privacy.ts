// A person's privacy requests (docs/product.md#privacy): what is held about one e-mail address,
// and its erasure.
import { z } from './zod';
import { email } from './fields';
import { REQUEST_TYPES } from '../constants';
import { AppraisalSchema, ContactSchema, LeadSchema, RequestEventSchema } from './requests';

export const PrivacyQuerySchema = z
  .strictObject({
    email: email().meta({ description: 'The address (any case) the requests were sent with' }),
  })
  .meta({ id: 'PrivacyQuery' });

export const PrivacyExportSchema = z
  .object({
    email: z.string(),
    leads: z.array(LeadSchema),
    contacts: z.array(ContactSchema),
    appraisals: z.array(AppraisalSchema),
    history: z
      .array(
        RequestEventSchema.extend({
          requestType: z.enum(REQUEST_TYPES),
          requestId: z.number().int(),
        }),
      )
      .meta({ description: "Staff's status changes and notes on those requests, oldest first" }),
  })
  .meta({ id: 'PrivacyExport' });
export type PrivacyExport = z.infer<typeof PrivacyExportSchema>;

const counts = z.object({
  leads: z.number().int(),
  contacts: z.number().int(),
  appraisals: z.number().int(),
});

export const PrivacyErasureSchema = z
  .object({
    email: z.string(),
    deleted: counts.meta({ description: 'How many requests of each kind were deleted' }),
    total: z.number().int(),
  })
  .meta({ id: 'PrivacyErasure' });
export type PrivacyErasure = z.infer<typeof PrivacyErasureSchema>;
