import Search from 'lucide-react/icons/search';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '~/lib/cn';
import { formParams, INPUT_LABEL } from './search-form';

/**
 * The keyword box of the desktop header (docs/product.md#search-panel): a magnifier that opens
 * into a field when focused, a plain GET form to /inventory (so it works before the JavaScript
 * loads), and once hydrated it navigates there itself. It stands aside on /inventory, which has
 * its own (keyword-search.tsx). The search rules (search-options) load when a search is sent, and
 * this code after the page's (site-header.tsx): phones never show it.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  if (useLocation().pathname === '/inventory') return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = formParams(event.currentTarget);
    input.current?.blur();
    void import('../../common/search-options').then(({ inventoryHref }) =>
      navigate(inventoryHref(params)),
    );
  }

  return (
    <form
      method="get"
      action="/inventory"
      role="search"
      aria-label="Search inventory"
      onSubmit={submit}
      className={cn('relative size-10', className)}
    >
      <label htmlFor={id} className="sr-only">
        {INPUT_LABEL}
      </label>
      {/* Collapsed it is a 40 px magnifier; focused (or holding text) it opens leftwards over
          the navigation, so the header keeps its room. */}
      <div className="absolute top-0 right-0 z-10 h-10 w-10 transition-[width] focus-within:w-72 has-[input:not(:placeholder-shown)]:w-72 motion-reduce:transition-none">
        <input
          ref={input}
          id={id}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.currentTarget.blur();
          }}
          placeholder="Search cars"
          autoComplete="off"
          enterKeyHint="search"
          className="peer h-10 w-full cursor-pointer rounded-full border border-transparent bg-transparent pr-4 pl-10 text-sm text-transparent transition-colors outline-none placeholder:text-transparent hover:bg-slate-100 focus:cursor-text focus:border-input focus:bg-white focus:text-slate-900 focus:shadow-md focus:ring-2 focus:ring-ring/30 focus:placeholder:text-slate-500 [&::-webkit-search-cancel-button]:appearance-none [&:not(:placeholder-shown)]:cursor-text [&:not(:placeholder-shown)]:border-input [&:not(:placeholder-shown)]:bg-white [&:not(:placeholder-shown)]:text-slate-900"
        />
        <Search
          className="pointer-events-none absolute top-2.5 left-2.5 size-5 text-slate-700"
          aria-hidden="true"
        />
      </div>
    </form>
  );
}
