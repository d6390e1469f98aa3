// What the three public request forms share (docs/product.md#public-forms): the schema is
// loaded lazily (after the page, when the browser is idle), the visitor's values are posted as
// they are, success resets the form, failure keeps what was typed and is logged.
import { useEffect } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { lazySchemaResolver } from '~/components/form/lazy-resolver';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useSchemaForm } from '~/components/form/use-schema-form';
import { apiSend } from '~/lib/api-client';
import type { Notice } from '~/lib/toast';

interface RequestForm<S extends z.ZodType<FieldValues, FieldValues>> {
  validation: ReturnType<typeof lazySchemaResolver<S>>;
  defaultValues: DefaultValues<z.input<S>>;
  /** The API collection the request is posted to, e.g. /api/contacts. */
  path: string;
  success: Notice;
  failure: string;
  onSubmitted?: () => void;
}

export function useRequestForm<S extends z.ZodType<FieldValues, FieldValues>>({
  validation,
  defaultValues,
  path,
  success,
  failure,
  onSubmitted,
}: RequestForm<S>) {
  const form = useSchemaForm<S>({ schema: validation.resolver, defaultValues });
  useEffect(() => validation.preloadWhenIdle(), [validation]);
  const onSubmit = useFormSubmit(form, {
    send: (values) => apiSend('POST', path, values),
    success,
    failure,
    revalidate: false,
    logFailure: true,
    onSuccess: () => {
      form.reset();
      onSubmitted?.();
    },
  });
  // Start loading the rules as soon as the visitor reaches for the form.
  const formProps = { onSubmit, onFocus: validation.preload, onPointerEnter: validation.preload };
  return { form, formProps };
}
