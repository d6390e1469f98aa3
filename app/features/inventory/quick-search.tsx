import Search from 'lucide-react/icons/search';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  inventoryHref,
  MAKE_OPTIONS,
  QUICK_PRICE_OPTIONS,
  QUICK_PRICE_PROMPT,
  QUICK_YEAR_OPTIONS,
  type SearchOption,
} from '../../../common/search-options';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Select } from '~/components/ui/select';
import { cn } from '~/lib/cn';

// The fields are the inventory's own parameters (make, year, and price, the option the loader
// expands into minPrice/maxPrice), so a quick search lands on /inventory with its facets
// chosen. The price list has only the middle four ranges, behind a 'Max Price' prompt.
const FIELDS: { name: string; label: string; options: SearchOption[] }[] = [
  { name: 'make', label: 'Make', options: MAKE_OPTIONS },
  { name: 'year', label: 'Year', options: QUICK_YEAR_OPTIONS },
  {
    name: 'price',
    label: QUICK_PRICE_PROMPT,
    options: [{ label: QUICK_PRICE_PROMPT, value: '', params: {} }, ...QUICK_PRICE_OPTIONS],
  },
];

/**
 * The home page's quick search (docs/product.md#search-panel): a plain GET form to /inventory,
 * so it works before the JavaScript loads (the loader turns the raw fields into the canonical
 * query string); once hydrated it navigates straight to the canonical URL.
 */
export function QuickSearch({ className }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(key, value);
    }
    void navigate(inventoryHref(params));
  }

  return (
    <form
      method="get"
      action="/inventory"
      onSubmit={submit}
      role="search"
      aria-label="Quick vehicle search"
      className={cn(
        'grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end',
        className,
      )}
    >
      {FIELDS.map((field) => (
        <div key={field.name} className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-${field.name}`} className="sr-only">
            {field.label}
          </Label>
          <Select id={`${id}-${field.name}`} name={field.name} defaultValue="">
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      ))}
      <Button type="submit" size="lg" className="h-10 sm:col-span-2 lg:col-span-1">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
