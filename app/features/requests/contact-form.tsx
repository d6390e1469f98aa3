import { choicesOf, SelectField } from '~/components/form/fields';
import { lazySchemaResolver } from '~/components/form/lazy-resolver';
import { Form } from '~/components/ui/form';
import { cn } from '~/lib/cn';
import { CONTACT_INTERESTS } from '../../../common/constants';
import type { ContactInputSchema } from '../../../common/schemas/requests';
import { EMPTY_MESSAGE, MessageField, PersonFields, RequestFormEnd } from './request-fields';
import { useRequestForm } from './use-request-form';

const validation = lazySchemaResolver(() =>
  import('../../../common/schemas/requests').then((m) => m.ContactInputSchema),
);

const INTEREST_CHOICES = choicesOf(CONTACT_INTERESTS);

/** The contact message form (docs/product.md#contact-form): POST /api/contacts. */
export function ContactForm({ className }: { className?: string }) {
  const { form, formProps } = useRequestForm<typeof ContactInputSchema>({
    validation,
    defaultValues: EMPTY_MESSAGE,
    path: '/api/contacts',
    success: {
      title: 'Message Sent',
      description: "Thank you for your message. We'll get back to you soon!",
    },
    failure: 'Failed to send message. Please try again.',
  });
  const { control } = form;

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
        <MessageField rows={5} placeholder="How can we help you?" />
        <RequestFormEnd purpose="answer your message" className="sm:col-span-2">
          Send Message
        </RequestFormEnd>
      </form>
    </Form>
  );
}
