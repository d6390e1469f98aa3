import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

type SchemaFormOptions<S extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> & {
  /** The shared schema, or a resolver that loads it later (lazySchemaResolver). */
  schema: S | Resolver<z.input<S>, unknown, z.output<S>>;
};

/**
 * A react-hook-form form whose values are the shared zod schema's input and whose submit
 * hands on its output: the form, the API and the OpenAPI document read one schema, so a
 * field added to the schema is typed in the form without a second edit.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  ...options
}: SchemaFormOptions<S>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: typeof schema === 'function' ? schema : zodResolver(schema),
  });
}
