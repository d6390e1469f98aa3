import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '~/lib/cn';
import { Button } from './ui/button';
import { Label } from './ui/label';
import { Select } from './ui/select';

/**
 * A list's "Sort by" choice, kept in the URL (the inventory and the inventory desk). Choosing one
 * navigates at once to `hrefOf` the list's other parameters and the new order; without
 * JavaScript the Apply button (in <noscript>) submits the form with them.
 */
export function SortForm({
  action,
  hrefOf,
  kept,
  sort,
  options,
  className,
  labelClassName,
  formClassName,
}: {
  /** The list's path. */
  action: string;
  hrefOf: (params: URLSearchParams) => string;
  /** The list's other parameters, sent along with the order. */
  kept: [string, string][];
  sort: string;
  options: readonly { value: string; label: string }[];
  /** The select's width. */
  className: string;
  /** The "Sort by" label's, e.g. to hide it on phones (it stays the select's name). */
  labelClassName?: string;
  /** The form's, e.g. its width in a toolbar. */
  formClassName?: string;
}) {
  const navigate = useNavigate();
  const select = useRef<HTMLSelectElement>(null);
  const choose = (value: string) => {
    const params = new URLSearchParams(kept);
    params.set('sort', value);
    void navigate(hrefOf(params));
  };
  // An order chosen in the server's HTML before this hydrated (on /inventory its code comes
  // after the page's) is still the select's value (React leaves it): carry it out.
  const chooseShown = useEffectEvent(() => {
    const shown = select.current?.value;
    if (shown && shown !== sort) choose(shown);
  });
  useLayoutEffect(() => chooseShown(), []);
  return (
    <form method="get" action={action} className={cn('flex items-center gap-2', formClassName)}>
      {/* A repeated parameter (make=Honda&make=Toyota) is one input per value. */}
      {kept.map(([key, value]) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
      <Label
        htmlFor="inventory-sort"
        className={cn('whitespace-nowrap text-slate-700', labelClassName)}
      >
        Sort by
      </Label>
      <Select
        id="inventory-sort"
        name="sort"
        key={sort}
        defaultValue={sort}
        className={className}
        ref={select}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <noscript>
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </noscript>
    </form>
  );
}
