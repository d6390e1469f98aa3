// VIN decoding in the vehicle form (docs/product.md#vin-decode). The decoder is common/vin.ts,
// run here in the browser as staff type: it needs no network and answers at once (the API's
// GET /api/admin/vin/:vin runs the same code for other clients). A 17-character VIN fills in the
// year and make when staff have not set them; what they typed is never overwritten, and
// "Use year and make from the VIN" is offered instead.
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useEffect, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { MIN_VEHICLE_YEAR, maxVehicleYear } from '../../../common/constants';
import type { CarFormValues, CarInput } from '../../../common/schemas/car';
import { decodeVin, isListedMake, VIN_LENGTH, type VinDecoding } from '../../../common/vin';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';

type CarForm = UseFormReturn<CarFormValues, unknown, CarInput>;

/** The decoding of what the VIN field holds, once it has 17 characters (else null). */
export function decodedVin(vin: string | null | undefined): VinDecoding | null {
  const text = (vin ?? '').trim();
  return text.length === VIN_LENGTH ? decodeVin(text) : null;
}

/** What the form can take from a decoding: a year within the vehicle rule, a make on the list. */
function usable(decoded: VinDecoding | null) {
  if (!decoded?.valid) return { year: undefined, make: undefined };
  const { year, make } = decoded;
  return {
    year: year !== null && year >= MIN_VEHICLE_YEAR && year <= maxVehicleYear() ? year : undefined,
    make: isListedMake(make) ? make : undefined,
  };
}

/**
 * Decodes the form's VIN and fills in year and make that staff have not touched (in a new car;
 * in a stored car only an empty make). Returns the decoding and a way to apply it on demand.
 */
export function useVinDecode(form: CarForm, editing: boolean) {
  const { control, getFieldState, getValues, setValue } = form;
  const vin = useWatch({ control, name: 'vin' });
  const year = useWatch({ control, name: 'year' });
  const make = useWatch({ control, name: 'make' });
  const decoded = useMemo(() => decodedVin(vin), [vin]);
  const found = usable(decoded);

  useEffect(() => {
    const canFill = (name: 'year' | 'make') =>
      !getFieldState(name).isDirty && (!editing || !getValues(name));
    // Not marked dirty: a later VIN may fill them again, until staff choose their own.
    if (found.year !== undefined && canFill('year')) setValue('year', found.year);
    if (found.make !== undefined && canFill('make')) setValue('make', found.make);
    // Runs when the decoded values change, not on every render.
  }, [found.year, found.make, editing, getFieldState, getValues, setValue]);

  const differs =
    (found.year !== undefined && found.year !== year) ||
    (found.make !== undefined && found.make !== make);
  const apply = () => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (found.year !== undefined) setValue('year', found.year, options);
    if (found.make !== undefined) setValue('make', found.make, options);
  };
  const applyLabel = `Use ${[found.year, found.make].filter(Boolean).join(' ')} from the VIN`;
  return { decoded, canApply: differs, apply, applyLabel };
}

/** What the VIN says, under the VIN field: year, make and country, or the problems. */
export function VinDecodePanel({
  id,
  decoded,
  canApply,
  onApply,
  applyLabel,
}: {
  id: string;
  decoded: VinDecoding | null;
  canApply: boolean;
  onApply: () => void;
  applyLabel: string;
}) {
  // Announced as it changes: always in the page (empty until the VIN has 17 characters), so
  // screen readers see the region before its first message.
  return (
    <div id={id} role="status" aria-live="polite">
      {decoded && (
        <VinSummary
          decoded={decoded}
          canApply={canApply}
          onApply={onApply}
          applyLabel={applyLabel}
        />
      )}
    </div>
  );
}

function VinSummary({
  decoded,
  canApply,
  onApply,
  applyLabel,
}: {
  decoded: VinDecoding;
  canApply: boolean;
  onApply: () => void;
  applyLabel: string;
}) {
  const ok = decoded.problems.length === 0;
  const Icon = ok ? CircleCheck : CircleAlert;
  const facts = decoded.valid
    ? [
        decoded.year === null ? 'model year unknown' : String(decoded.year),
        decoded.make ?? 'make not known from the VIN',
        decoded.country ? `built in ${decoded.country}` : null,
      ].filter(Boolean)
    : [];
  return (
    <div
      className={cn(
        'mt-2 grid gap-2 rounded-md border px-3 py-2.5 text-sm',
        ok
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
          : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <p className="flex gap-2 font-medium">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {ok ? 'VIN checked: ' : decoded.valid ? 'Check this VIN: ' : 'This is not a valid VIN. '}
          {facts.join(' · ')}
        </span>
      </p>
      {decoded.problems.length > 0 && (
        <ul className="grid list-disc gap-1 pl-6">
          {decoded.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {canApply && (
        <div>
          <Button type="button" size="sm" variant="outline" onClick={onApply}>
            {applyLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
