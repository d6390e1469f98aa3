// What the three public request forms share (docs/product.md#public-forms): the schema is
// loaded lazily (after the page, when the browser is idle), the visitor's values are posted as
// they are with an Idempotency-Key (docs/product.md#idempotency), success resets the form,
// failure keeps what was typed and is logged.
import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { lazySchemaResolver } from '~/components/form/lazy-resolver';
import { useFormSubmit } from '~/components/form/use-form-submit';
import { useSchemaForm } from '~/components/form/use-schema-form';
import { ApiError, apiSend } from '~/lib/api-client';
import { newIdempotencyKey } from '~/lib/idempotency-key';
import { IDEMPOTENCY_KEY_HEADER } from '../../../common/constants';
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
  // One key per submission attempt: made at the first send, kept while no answer has come (a
  // second click, or a resend after the connection failed, repeats the same attempt), dropped
  // once the server answers or the visitor changes a field (that is a new attempt).
  const attemptKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    const subscription = form.watch(() => {
      attemptKey.current = undefined;
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const send = async (values: unknown) => {
    const key = (attemptKey.current ??= newIdempotencyKey());
    try {
      const answer = await apiSend('POST', path, values, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
      attemptKey.current = undefined;
      return answer;
    } catch (error) {
      if (error instanceof ApiError) attemptKey.current = undefined;
      throw error;
    }
  };
  const onSubmit = useFormSubmit(form, {
    send,
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
