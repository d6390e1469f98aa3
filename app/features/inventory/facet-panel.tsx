import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffectEvent, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatNumber } from '../../../common/format';
import type { InventoryFacets } from '../../../common/schemas/inventory-facets';
import type { FacetName } from '../../../common/search-options';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import {
  carCount,
  facetFormHref,
  facetGroups,
  type FacetChoice,
  type FacetGroup,
} from './facet-groups';

/** What "Show all 27 …" calls each long list. */
const PLURALS: Partial<Record<FacetName, string>> = { make: 'makes', colour: 'colours' };

// A dot of each colour family beside its name (decorative: the name says it).
const SWATCHES: Record<string, string> = {
  black: 'bg-slate-950',
  white: 'bg-white',
  silver: 'bg-slate-300',
  grey: 'bg-slate-500',
  blue: 'bg-blue-700',
  red: 'bg-red-600',
  green: 'bg-green-700',
  brown: 'bg-amber-900',
  beige: 'bg-[#e3d3ad]',
  orange: 'bg-orange-500',
  yellow: 'bg-yellow-400',
  purple: 'bg-purple-700',
  other: 'bg-[conic-gradient(#dc2626,#facc15,#16a34a,#2563eb,#9333ea,#dc2626)]',
};

function ChoiceRow({
  group,
  choice,
  onChange,
  more,
}: {
  group: FacetGroup;
  choice: FacetChoice;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Beyond a long list's short list: hidden until its fieldset's "Show all" is open. */
  more?: boolean;
}) {
  return (
    <li
      data-more={more || undefined}
      className={more ? 'hidden [fieldset:has(details[open])_&]:block' : undefined}
    >
      <label
        className={cn(
          'flex min-h-11 items-center gap-3 rounded-md px-2 text-[0.9375rem] lg:min-h-8',
          choice.disabled
            ? 'cursor-not-allowed text-slate-500'
            : 'cursor-pointer text-slate-800 hover:bg-slate-100',
        )}
      >
        <input
          type={group.kind}
          name={group.param}
          value={choice.value}
          checked={choice.checked}
          disabled={choice.disabled}
          onChange={onChange}
          // Named in words with its count ("SUV, 120 cars"), the same in every browser.
          aria-label={
            choice.count === undefined ? undefined : `${choice.label}, ${carCount(choice.count)}`
          }
          className="size-[1.125rem] shrink-0 accent-brand-700 disabled:cursor-not-allowed"
        />
        {group.name === 'colour' && (
          <span
            aria-hidden="true"
            className={cn(
              'size-4 shrink-0 rounded-full border border-slate-300',
              SWATCHES[choice.value],
              choice.disabled && 'opacity-50',
            )}
          />
        )}
        <span className="min-w-0 flex-1">{choice.label}</span>
        {choice.count !== undefined && (
          <span className="text-sm text-slate-600 tabular-nums">{formatNumber(choice.count)}</span>
        )}
      </label>
    </li>
  );
}

function FacetFieldset({
  group,
  onChange,
}: {
  group: FacetGroup;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  // A long list shows, until "Show all", its most common values and the chosen ones. A value
  // once chosen stays shown after it is unchosen (until the page is left), so the checkbox the
  // keyboard is on never vanishes; choosing never moves a value, the list keeps its order.
  const chosen = group.choices.filter((c) => c.checked).map((c) => c.value);
  const [pinned, setPinned] = useState<string[]>(chosen);
  if (chosen.some((value) => !pinned.includes(value)))
    setPinned([...new Set([...pinned, ...chosen])]);
  const shortList = group.top
    ? new Set([...group.top.map((c) => c.value), ...chosen, ...pinned])
    : undefined;
  const hidden = shortList ? group.choices.length - shortList.size : 0;
  const row = (choice: FacetChoice) => (
    <ChoiceRow
      key={choice.value}
      group={group}
      choice={choice}
      onChange={onChange}
      // Hidden by CSS until "Show all" is open, so that works without JavaScript too.
      more={shortList && !shortList.has(choice.value)}
    />
  );
  // "Any" of a range: its count is every car the other filters leave.
  const anyCount = group.choices.every((c) => c.count !== undefined)
    ? group.choices.reduce((sum, c) => sum + c.count!, 0)
    : undefined;
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0 py-4 first:pt-0">
      <legend className="mb-1.5 px-2 text-sm font-bold text-slate-900">{group.label}</legend>
      <ul className="grid gap-0.5">
        {group.kind === 'radio' &&
          row({
            value: '',
            label: `Any ${group.label.toLowerCase()}`,
            count: anyCount,
            checked: group.choices.every((c) => !c.checked) && !group.customBounds,
            disabled: false,
          })}
        {group.choices.map(row)}
      </ul>
      {hidden > 0 && (
        // A <details> (its summary is the disclosure button), so "Show all" works before the
        // page's JavaScript runs; the rows it shows are the list's own.
        <details className="group/all">
          <summary className="mt-1 inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring lg:min-h-8 [&::-webkit-details-marker]:hidden">
            <span className="group-open/all:hidden">
              Show all {group.choices.length} {PLURALS[group.name] ?? 'values'}
            </span>
            <span className="hidden group-open/all:inline">Show fewer</span>
            <ChevronDown
              className="size-4 transition-transform group-open/all:rotate-180"
              aria-hidden="true"
            />
          </summary>
        </details>
      )}
      {group.customBounds?.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
    </fieldset>
  );
}

export interface FacetPanelProps {
  /** The search whose choices are shown (the URL's, or the one on its way). */
  search: URLSearchParams;
  /** The counts; while a newer search's are on their way, the last ones. */
  facets?: InventoryFacets;
  /** Counts for a newer search are on their way. */
  updating?: boolean;
  /** The id of the heading naming the form. */
  labelledBy?: string;
  className?: string;
}

/**
 * The facets (docs/product.md#facets-ui): one fieldset each, a checkbox per value (a radio
 * button per range) with the count of cars it would leave; values no car has are disabled, long
 * lists show their most common values first. A GET form: with JavaScript each change goes
 * straight to the new canonical address (keeping the scroll position); without it, Apply.
 */
export function FacetPanel({ search, facets, updating, labelledBy, className }: FacetPanelProps) {
  const navigate = useNavigate();
  // The choice just made, shown until the navigation it starts reaches `search` (the boxes are
  // controlled: without it a box would flick back for a frame, and a test's check() see that).
  const [made, setMade] = useState<{ after: string; search: URLSearchParams } | null>(null);
  if (made && made.after !== search.toString()) setMade(null);
  const groups = facetGroups(made?.search ?? search, facets);

  function apply(form: HTMLFormElement) {
    const href = facetFormHref(form);
    setMade({ after: search.toString(), search: new URLSearchParams(href.split('?')[1] ?? '') });
    void navigate(href, { preventScrollReset: true });
  }
  function change(event: ChangeEvent<HTMLInputElement>) {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  }
  // A box ticked in the server's HTML before this hydrated (the sidebar's code comes after the
  // page's) is still ticked, unlike its default (React keeps what the visitor did): carry it out.
  const form = useRef<HTMLFormElement>(null);
  const applyTicked = useEffectEvent(() => {
    const element = form.current;
    const ticked = [...(element?.elements ?? [])].some(
      (field) => field instanceof HTMLInputElement && field.checked !== field.defaultChecked,
    );
    if (element && ticked) apply(element);
  });
  useLayoutEffect(() => applyTicked(), []);

  return (
    <form
      ref={form}
      method="get"
      action="/inventory"
      aria-labelledby={labelledBy}
      aria-busy={updating || undefined}
      className={cn('transition-opacity', updating && 'opacity-70', className)}
    >
      {/* The search's other parts, kept by every change. */}
      {['q', 'sort', 'pageSize'].map((key) => {
        const value = search.get(key);
        return value === null ? null : <input key={key} type="hidden" name={key} value={value} />;
      })}
      <div className="divide-y divide-slate-200">
        {groups.map((group) => (
          <FacetFieldset key={group.name} group={group} onChange={change} />
        ))}
      </div>
      <noscript>
        <Button type="submit" className="mt-2 w-full">
          Apply filters
        </Button>
      </noscript>
    </form>
  );
}
