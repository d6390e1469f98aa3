// Who is asking: the name, e-mail and phone fields of the contact and test-drive forms, with the
// same labels and rules on both (the schemas share them too: common/schemas/requests.ts).
import { useFormContext } from 'react-hook-form';
import { TextField } from '~/components/form/fields';
import type { LeadFormValues } from '../../../common/schemas/requests';

/** Placeholder of every phone field: a local Richmond number. */
export const PHONE_PLACEHOLDER = '(604) 555-1234';

type PersonValues = Pick<LeadFormValues, 'firstName' | 'lastName' | 'email' | 'phone'>;

/** Inside a <Form> whose values include the person fields. */
export function PersonFields() {
  const { control } = useFormContext<PersonValues>();
  return (
    <>
      <TextField
        control={control}
        name="firstName"
        label="First Name"
        required
        autoComplete="given-name"
      />
      <TextField
        control={control}
        name="lastName"
        label="Last Name"
        required
        autoComplete="family-name"
      />
      <TextField
        control={control}
        name="email"
        label="Email Address"
        required
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <TextField
        control={control}
        name="phone"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        placeholder={PHONE_PLACEHOLDER}
      />
    </>
  );
}
