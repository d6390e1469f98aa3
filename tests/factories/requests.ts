// What shoppers send, for tests: valid input of the test-drive, contact and appraisal forms built
// from the demo seed's own builders (server/seed/inputs.ts), and helpers that store one.
import {
  AppraisalInputSchema,
  ContactInputSchema,
  LeadInputSchema,
  type Appraisal,
  type AppraisalFormValues,
  type Contact,
  type ContactFormValues,
  type Lead,
  type LeadFormValues,
} from '../../common/schemas/requests';
import { demoAppraisals, demoContacts, demoLeads } from '../../server/seed/demo-requests';
import { demoAppraisalInput, demoContactInput, demoLeadInput } from '../../server/seed/inputs';
import type { Services } from '../../server/services';

/** A valid test-drive request (a lead) as the vehicle page sends it: about no car unless given. */
export function buildTestDrive(overrides: Partial<LeadFormValues> = {}): LeadFormValues {
  return { ...demoLeadInput(demoLeads[0]!), ...overrides };
}

/** A valid message as the contact form sends it. */
export function buildContact(overrides: Partial<ContactFormValues> = {}): ContactFormValues {
  return { ...demoContactInput(demoContacts[0]!), ...overrides };
}

/** A valid appraisal request as the sell form sends it. */
export function buildAppraisal(overrides: Partial<AppraisalFormValues> = {}): AppraisalFormValues {
  return { ...demoAppraisalInput(demoAppraisals[0]!), ...overrides };
}

/** Stores a lead built by `buildTestDrive(overrides)` through the service. */
export async function createTestDrive(
  services: Pick<Services, 'leads'>,
  overrides: Partial<LeadFormValues> = {},
): Promise<Lead> {
  return services.leads.create(LeadInputSchema.parse(buildTestDrive(overrides)));
}

/** Stores a message built by `buildContact(overrides)` through the service. */
export async function createContact(
  services: Pick<Services, 'contacts'>,
  overrides: Partial<ContactFormValues> = {},
): Promise<Contact> {
  return services.contacts.create(ContactInputSchema.parse(buildContact(overrides)));
}

/** Stores an appraisal request built by `buildAppraisal(overrides)` through the service. */
export async function createAppraisal(
  services: Pick<Services, 'appraisals'>,
  overrides: Partial<AppraisalFormValues> = {},
): Promise<Appraisal> {
  return services.appraisals.create(AppraisalInputSchema.parse(buildAppraisal(overrides)));
}
