// The Features editor of the vehicle form (docs/product.md#vehicle-form): a list of short texts
// ("Heated seats") to add and remove. Keyboard: type and press Enter (or Add); each entry has its
// own Remove button, and focus goes to a neighbour when one is removed. The schema trims, drops
// blanks and repeats; this editor refuses a repeat or a blank as it is typed.
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FEATURE_MAX_LENGTH, MAX_FEATURES_PER_VEHICLE } from '../../../common/constants';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';

/** Suggestions the input offers as staff type (any text may be added). */
const COMMON_FEATURES = [
  'Adaptive cruise control',
  'All-wheel drive',
  'Apple CarPlay / Android Auto',
  'Backup camera',
  'Blind-spot monitoring',
  'Bluetooth',
  'Heated front seats',
  'Heated steering wheel',
  'Keyless entry',
  'Lane keeping assist',
  'Leather seats',
  'Navigation',
  'Power liftgate',
  'Power moonroof',
  'Premium audio',
  'Remote start',
  'Third-row seating',
  'Tow package',
  'Ventilated front seats',
  'Winter tires',
];

/** Why `text` cannot be added to `features`, or null. */
export function featureProblem(text: string, features: readonly string[]): string | null {
  const feature = text.trim();
  if (feature === '') return 'Type a feature first';
  if (feature.length > FEATURE_MAX_LENGTH) {
    return `Each feature must be at most ${FEATURE_MAX_LENGTH} characters`;
  }
  if (features.some((existing) => existing.toLowerCase() === feature.toLowerCase())) {
    return `"${feature}" is already in the list`;
  }
  if (features.length >= MAX_FEATURES_PER_VEHICLE) {
    return `At most ${MAX_FEATURES_PER_VEHICLE} features per vehicle`;
  }
  return null;
}

export function FeaturesField({
  features,
  onChange,
  error,
}: {
  features: string[];
  onChange: (features: string[]) => void;
  /** The schema's message for the list or one of its entries. */
  error?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const message = problem ?? error;
  const messageId = `${id}-message`;
  const full = features.length >= MAX_FEATURES_PER_VEHICLE;

  const add = () => {
    const refused = featureProblem(text, features);
    setProblem(refused);
    if (refused) return;
    onChange([...features, text.trim()]);
    setText('');
    input.current?.focus();
  };

  const remove = (index: number) => {
    onChange(features.filter((_, at) => at !== index));
    setProblem(null);
    // Focus the entry that takes its place (or the one before it, or the input).
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
      (buttons[Math.min(index, buttons.length - 1)] ?? input.current)?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the feature instead of sending the vehicle form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-input`}>Add a feature</Label>
        <div className="flex gap-2">
          <Input
            ref={input}
            id={`${id}-input`}
            value={text}
            list={`${id}-suggestions`}
            maxLength={FEATURE_MAX_LENGTH}
            placeholder="e.g. Heated seats"
            disabled={full}
            aria-invalid={message ? true : undefined}
            aria-describedby={`${id}-hint${message ? ` ${messageId}` : ''}`}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="button" variant="outline" onClick={add} disabled={full}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        <datalist id={`${id}-suggestions`}>
          {COMMON_FEATURES.filter(
            (feature) => !features.some((f) => f.toLowerCase() === feature.toLowerCase()),
          ).map((feature) => (
            <option key={feature} value={feature} />
          ))}
        </datalist>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Press Enter to add. {features.length} of {MAX_FEATURES_PER_VEHICLE}, each at most{' '}
          {FEATURE_MAX_LENGTH} characters.
        </p>
        {message && (
          <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
            {message}
          </p>
        )}
      </div>
      {features.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
          No features yet.
        </p>
      ) : (
        <ul ref={list} aria-label="Features" className="flex flex-wrap gap-2">
          {features.map((feature, index) => (
            <li
              key={feature}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              <span className="min-w-0 break-words">{feature}</span>
              <button
                type="button"
                aria-label={`Remove ${feature}`}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-slate-600 outline-none hover:bg-slate-200 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => remove(index)}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
