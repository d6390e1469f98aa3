import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The anti-bot field `website` (Epic Stack decision 033): hidden from people and assistive
 * technology, so only a bot filling every input sends a value, and the API then refuses the form.
 */
export function HoneypotField(props: UseFormRegisterReturn) {
  return (
    <div style={{ display: 'none' }}>
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
