import { choicesOf, SelectField, TextareaField } from '~/components/form/fields';
import { HoneypotField } from '~/components/form/honeypot-field';
import { lazySchemaResolver } from '~/components/form/lazy-resolver';
import { SubmitButton } from '~/components/form/submit-button';
import { Form } from '~/components/ui/form';
import { cn } from '~/lib/cn';
import { CONTACT_INTERESTS } from '../../../common/constants';
import type { ContactInputSchema } from '../../../common/schemas/requests';
import { PersonFields } from './person-fields';
import { useRequestForm } from './use-request-form';

const validation = lazySchemaResolver(() =>
  import('../../../common/schemas/requests').then((m) => m.ContactInputSchema),
);

const INTEREST_CHOICES = choicesOf(CONTACT_INTERESTS);

/** The contact message form (docs/product.md#contact-form): POST /api/contacts. */
export function ContactForm({ className }: { className?: string }) {
  const { form, formProps } = useRequestForm<typeof ContactInputSchema>({
    validation,
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', message: '', website: '' },
    path: '/api/contacts',
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
        {...formProps}
        className={cn('grid gap-5 sm:grid-cols-2', className)}
      >
        <PersonFields />
        <SelectField
          control={control}
          name="interest"
          label="I'm Interested In"
          required
          placeholder="Select your interest"
          options={INTEREST_CHOICES}
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
        <SubmitButton
          pending={formState.isSubmitting}
          pendingLabel="Sending..."
          className="sm:col-span-2"
        >
          Send Message
        </SubmitButton>
      </form>
    </Form>
  );
}
