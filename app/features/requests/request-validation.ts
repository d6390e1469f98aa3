// The validation of the three public forms, loaded lazily (lazy-resolver.ts): every rule and
// message comes from the shared schemas the API uses, so form and server never disagree.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  AppraisalInputSchema,
  ContactInputSchema,
  LeadInputSchema,
  type AppraisalInput,
  type ContactInput,
  type LeadInput,
} from '../../../common/schemas/requests';
import type { AppraisalFields, ContactFields, TestDriveFields } from './request-fields';

// The form's string values have the schema's field names; the schema itself checks them.
export const validateContact = zodResolver(ContactInputSchema) as unknown as Resolver<
  ContactFields,
  unknown,
  ContactInput
>;

export const validateTestDrive = zodResolver(LeadInputSchema) as unknown as Resolver<
  TestDriveFields,
  unknown,
  LeadInput
>;

/** A number input's text as the API's number: blank is absent, anything else is parsed. */
function numberOrAbsent(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** The appraisal form's text values as the API payload (numbers for year, mileage, price). */
export function toAppraisalInput(values: AppraisalFields) {
  return {
    ...values,
    year: numberOrAbsent(values.year),
    mileage: numberOrAbsent(values.mileage),
    askingPrice: numberOrAbsent(values.askingPrice) ?? null,
  };
}

const appraisalSchemaResolver = zodResolver(AppraisalInputSchema);

export const validateAppraisal: Resolver<AppraisalFields, unknown, AppraisalInput> = (
  values,
  context,
  options,
) =>
  appraisalSchemaResolver(
    toAppraisalInput(values) as never,
    context,
    options as never,
  ) as unknown as ReturnType<Resolver<AppraisalFields, unknown, AppraisalInput>>;
