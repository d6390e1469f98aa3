// An on/off field of the kit (featured, published), its label to the right of the switch. Its
// own file: only the admin editors use it, so Radix's switch stays out of the public pages' code.
import type { FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel } from '~/components/ui/form';
import { Switch } from '~/components/ui/switch';
import { cn } from '~/lib/cn';
import type { FieldProps } from './fields';

export function SwitchField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  className,
}: Omit<FieldProps<T, C, O>, 'required' | 'description'>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('flex flex-row items-center gap-3', className)}>
          <FormControl>
            <Switch
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          </FormControl>
          <FormLabel>{label}</FormLabel>
        </FormItem>
      )}
    />
  );
}
