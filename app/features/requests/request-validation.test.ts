import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { AppraisalFields, ContactFields } from './request-fields';
import { toAppraisalInput, validateAppraisal, validateContact } from './request-validation';

const appraisal: AppraisalFields = {
  make: 'Honda',
  model: 'Civic',
  year: '2018',
  mileage: '96500',
  condition: 'good',
  askingPrice: '',
  description: '',
  contactName: 'Sam Chen',
  contactPhone: '604-555-0199',
  contactEmail: 'sam@example.com',
  website: '',
};

const options = { fields: {}, shouldUseNativeValidation: false };
const appraisalOptions = options as ResolverOptions<AppraisalFields>;
const contactOptions = options as ResolverOptions<ContactFields>;

describe('appraisal form values', () => {
  it('become numbers for the API; a blank asking price is none', () => {
    expect(toAppraisalInput(appraisal)).toMatchObject({
      year: 2018,
      mileage: 96500,
      askingPrice: null,
    });
    expect(toAppraisalInput({ ...appraisal, askingPrice: '15500.50' }).askingPrice).toBe(15500.5);
  });

  it('are checked with the shared schema and its messages', async () => {
    const result = await validateAppraisal(
      { ...appraisal, year: '1985', mileage: '', condition: '' },
      undefined,
      appraisalOptions,
    );
    expect(result.errors.year?.message).toBe('Year must be 1990 or later');
    expect(result.errors.mileage?.message).toBe('Mileage must be a number');
    expect(result.errors.condition?.message).toBe('Please select vehicle condition');
  });

  it('pass with numbers in the output', async () => {
    const result = await validateAppraisal(appraisal, undefined, appraisalOptions);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ year: 2018, mileage: 96500, askingPrice: null });
  });
});

describe('contact form values', () => {
  it('need an interest from the list', async () => {
    const result = await validateContact(
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '',
        interest: '',
        message: '',
        website: '',
      },
      undefined,
      contactOptions,
    );
    expect(result.errors.interest?.message).toBe('Please select your interest');
    expect(Object.keys(result.errors)).toEqual(['interest']);
  });
});
