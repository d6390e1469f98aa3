import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { inventoryHref } from '../../common/search-options';
import { cn } from '~/lib/cn';
import { Button } from './ui/button';
import { formParams, INPUT_LABEL } from './search-form';

const CLEAR_BUTTON_CLASS =
  'absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring';

/** The URL's search as the form's fields: every parameter but the keywords and the page. */
function keptFields(search: URLSearchParams): [string, string][] {
  return [...search].filter(([key]) => key !== 'q' && key !== 'page');
}

/**
 * The keyword search of /inventory (docs/product.md#search-panel): a plain GET form to
 * /inventory, so it works before the JavaScript loads (the loader redirects its raw fields to the
 * canonical address); once hydrated it navigates there itself, keeping the other filters, and
 * has a clear button. The desktop header has a compact box of its own (header-search.tsx).
 */
export function KeywordSearch({ className }: { className?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const clearText = () => {
    setText('');
    input.current?.focus();
  };
  const location = useLocation();
  const navigate = useNavigate();
  const onInventory = location.pathname === '/inventory';
  const current = new URLSearchParams(onInventory ? location.search : '');
  const urlKeywords = current.get('q') ?? '';
  const [text, setText] = useState(urlKeywords);
  // The box follows the address (back and forward, a removed chip, Clear all).
  const [shown, setShown] = useState(urlKeywords);
  if (shown !== urlKeywords) {
    setShown(urlKeywords);
    setText(urlKeywords);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(inventoryHref(formParams(event.currentTarget)), { preventScrollReset: true });
  }

  const withoutKeywords = new URLSearchParams(keptFields(current));

  return (
    <form
      method="get"
      action="/inventory"
      role="search"
      aria-label="Search inventory"
      onSubmit={submit}
      className={cn('flex gap-2', className)}
    >
      {keptFields(current).map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <div className="relative min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {INPUT_LABEL}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          ref={input}
          id={id}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder="Make, model or keyword"
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 w-full min-w-0 rounded-lg border border-input bg-white pr-11 pl-11 text-base text-slate-900 shadow-xs outline-none placeholder:text-slate-500 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {text &&
          (urlKeywords ? (
            // A link, so clearing a search works before the JavaScript loads too.
            <Link
              to={inventoryHref(withoutKeywords)}
              preventScrollReset
              aria-label="Clear keywords"
              onClick={clearText}
              className={CLEAR_BUTTON_CLASS}
            >
              <X className="size-5" aria-hidden="true" />
            </Link>
          ) : (
            <button
              type="button"
              aria-label="Clear keywords"
              onClick={clearText}
              className={CLEAR_BUTTON_CLASS}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          ))}
      </div>
      <Button type="submit" size="lg" className="h-12 px-4 sm:px-6">
        <Search aria-hidden="true" className="sm:hidden" />
        <span className="sr-only sm:not-sr-only">Search</span>
      </Button>
    </form>
  );
}
