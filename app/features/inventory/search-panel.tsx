import { RotateCcw, Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  canonicalSearchParams,
  inventoryHref,
  MAKE_OPTIONS,
  MILEAGE_OPTIONS,
  PRICE_OPTIONS,
  QUICK_PRICE_OPTIONS,
  QUICK_PRICE_PROMPT,
  QUICK_YEAR_OPTIONS,
  selectedOption,
  YEAR_OPTIONS,
  type SearchOption,
} from '../../../common/search-options';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Select } from '~/components/ui/select';
import { cn } from '~/lib/cn';

interface SearchPanelProps {
  /** 'quick' (home page card) or 'advanced' (/inventory). */
  variant: 'quick' | 'advanced';
  /** Called with the canonical query instead of navigating to /inventory (docs/product.md#search-panel). */
  onSearch?: (params: URLSearchParams) => void;
  className?: string;
}

interface Field {
  name: string;
  label: string;
  /** The quick form's first option shows this placeholder instead of the "any" label. */
  options: SearchOption[];
}

const ADVANCED_FIELDS: Field[] = [
  { name: 'make', label: 'Make', options: MAKE_OPTIONS },
  { name: 'price', label: 'Price Range', options: PRICE_OPTIONS },
  { name: 'year', label: 'Year', options: YEAR_OPTIONS },
  { name: 'maxMileage', label: 'Mileage', options: MILEAGE_OPTIONS },
];

// The quick form's price list has only the middle four ranges, behind a 'Max Price' prompt.
const QUICK_FIELDS: Field[] = [
  { name: 'make', label: 'Make', options: MAKE_OPTIONS },
  { name: 'year', label: 'Year', options: QUICK_YEAR_OPTIONS },
  {
    name: 'price',
    label: QUICK_PRICE_PROMPT,
    options: [{ label: QUICK_PRICE_PROMPT, value: '', params: {} }, ...QUICK_PRICE_OPTIONS],
  },
];

/**
 * The vehicle search (docs/product.md#search-panel): a plain GET form to /inventory, so it works before the
 * JavaScript loads (the loader turns the raw fields into the canonical query string); once
 * hydrated it navigates straight to the canonical URL.
 */
export function SearchPanel({ variant, onSearch, className }: SearchPanelProps) {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const current = new URLSearchParams(location.pathname === '/inventory' ? location.search : '');
  const sort = current.get('sort');
  const quick = variant === 'quick';
  const fields = quick ? QUICK_FIELDS : ADVANCED_FIELDS;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const form = new FormData(event.currentTarget, submitter);
    const params = new URLSearchParams();
    for (const [key, value] of form) if (typeof value === 'string') params.append(key, value);
    if (onSearch) onSearch(canonicalSearchParams(params));
    else void navigate(inventoryHref(params));
  }

  return (
    <form
      method="get"
      action="/inventory"
      onSubmit={submit}
      role="search"
      aria-label={quick ? 'Quick vehicle search' : 'Search filters'}
      className={cn(
        quick
          ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end'
          : 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4',
        className,
      )}
      // The selects show the URL's filters; a new search remounts them with the new values.
      key={quick ? 'quick' : location.search}
    >
      {sort && <input type="hidden" name="sort" value={sort} />}
      {fields.map((field) => {
        const selected = quick ? undefined : selectedOption(field.options, current);
        return (
          <div key={field.name} className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${id}-${field.name}`} className={cn(quick && 'sr-only')}>
              {field.label}
            </Label>
            <Select
              id={`${id}-${field.name}`}
              name={field.name}
              defaultValue={selected?.value ?? ''}
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
        );
      })}
      {quick ? (
        <Button type="submit" size="lg" className="h-10 sm:col-span-2 lg:col-span-1">
          <Search aria-hidden="true" />
          Search
        </Button>
      ) : (
        <div className="col-span-2 flex flex-wrap gap-3 lg:col-span-4">
          <Button type="submit" className="flex-1 sm:min-w-44 sm:flex-none">
            <Search aria-hidden="true" />
            Search Vehicles
          </Button>
          <Button
            type="submit"
            name="reset"
            value="1"
            variant="outline"
            className="flex-1 sm:min-w-36 sm:flex-none"
          >
            <RotateCcw aria-hidden="true" />
            Reset Filters
          </Button>
        </div>
      )}
    </form>
  );
}
