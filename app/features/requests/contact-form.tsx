import { useForm } from 'react-hook-form';
import { HoneypotField } from '~/components/honeypot-field';
import { Form } from '~/components/ui/form';
import { apiSend } from '~/lib/api-client';
import { cn } from '~/lib/cn';
import { CONTACT_INTERESTS } from '../../../common/constants';
import type { ContactInput } from '../../../common/schemas/requests';
import { lazyResolver } from './lazy-resolver';
import {
  EMPTY_PERSON,
  PersonFieldInputs,
  SelectField,
  TextareaField,
  type ContactFields,
  SubmitButton,
} from './request-fields';
import { requestSubmitHandler } from './request-submit-handler';

const validation = lazyResolver(() =>
  import('./request-validation').then((m) => m.validateContact),
);

const INTEREST_OPTIONS = CONTACT_INTERESTS.map((interest) => ({
  value: interest,
  label: interest,
}));

/** The contact message form (spec §2, §5): POST /api/contacts. */
export function ContactForm({ className }: { className?: string }) {
  const form = useForm<ContactFields, unknown, ContactInput>({
    resolver: validation.resolver,
    defaultValues: { ...EMPTY_PERSON, interest: '' },
  });
  const onSubmit = requestSubmitHandler({
    form,
    send: (values) => apiSend('POST', '/api/contacts', values),
    success: {
      title: 'Message Sent',
      description: "Thank you for your message. We'll get back to you soon!",
    },
    failure: 'Failed to send message. Please try again.',
  });
  const { control, formState } = form;

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="Contact form"
        onSubmit={onSubmit}
        onFocus={validation.preload}
        onPointerEnter={validation.preload}
        className={cn('grid gap-5 sm:grid-cols-2', className)}
      >
        <PersonFieldInputs control={control} />
        <SelectField
          control={control}
          name="interest"
          label="I'm Interested In"
          required
          placeholder="Select your interest"
          options={INTEREST_OPTIONS}
          className="sm:col-span-2"
        />
        <TextareaField
          control={control}
          name="message"
          label="Message"
          rows={5}
          placeholder="How can we help you?"
          className="sm:col-span-2"
        />
        <HoneypotField {...form.register('website')} />
        <SubmitButton pending={formState.isSubmitting} className="sm:col-span-2">
          Send Message
        </SubmitButton>
      </form>
    </Form>
  );
}
