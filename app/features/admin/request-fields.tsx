// What staff see of each kind of request, field by field: the inbox's details dialog and the
// request's own page show the same list.
import type { ReactNode } from 'react';
import { formatMileage } from '../../../common/format';
import type { Appraisal, Contact, Lead } from '../../../common/schemas/requests';
import { askingPrice, vehicleName } from './admin-columns';
import { PlainText } from './inbox-list';

export interface RequestField {
  label: string;
  value: ReactNode;
}

const mailto = (email: string) => <a href={`mailto:${email}`}>{email}</a>;

/** A lead's fields; `vehicle` is how the car it names is shown. */
export const leadFields = (lead: Lead, vehicle: ReactNode): RequestField[] => [
  { label: 'Email', value: mailto(lead.email) },
  { label: 'Phone', value: lead.phone ?? '—' },
  { label: 'Interest', value: lead.interest ?? '—' },
  { label: 'Vehicle', value: vehicle },
  { label: 'Message', value: <PlainText text={lead.message} /> },
];

export const contactFields = (contact: Contact): RequestField[] => [
  { label: 'Email', value: mailto(contact.email) },
  { label: 'Phone', value: contact.phone ?? '—' },
  { label: 'Interest', value: contact.interest ?? '—' },
  { label: 'Message', value: <PlainText text={contact.message} /> },
];

export const appraisalFields = (appraisal: Appraisal): RequestField[] => [
  { label: 'Vehicle', value: vehicleName(appraisal) },
  { label: 'Mileage', value: formatMileage(appraisal.mileage) },
  { label: 'Condition', value: appraisal.condition },
  { label: 'Asking price', value: askingPrice(appraisal) },
  {
    label: 'Phone',
    value: <a href={`tel:${appraisal.contactPhone}`}>{appraisal.contactPhone}</a>,
  },
  { label: 'Email', value: mailto(appraisal.contactEmail) },
  { label: 'Description', value: <PlainText text={appraisal.description} /> },
];
