import { Button, type ButtonProps } from '~/components/ui/button';

/** The submit button of a form: `pendingLabel` and disabled while the form is being sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  size = 'lg',
  ...props
}: Omit<ButtonProps, 'type'> & { pending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" size={size} disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
