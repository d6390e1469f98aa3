import { SITE } from '../../common/site';

/** The dealership's mark (the favicon's car) with its name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="7" fill="#1e3a8a" />
      <path
        d="M6 19l2.5-6.2A3 3 0 0 1 11.3 11h9.4a3 3 0 0 1 2.8 1.8L26 19v4a1 1 0 0 1-1 1h-1.5a1 1 0 0 1-1-1v-1h-13v1a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1z"
        fill="#fff"
      />
      <circle cx="10.5" cy="19" r="1.6" fill="#f59e0b" />
      <circle cx="21.5" cy="19" r="1.6" fill="#f59e0b" />
    </svg>
  );
}

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className="size-9 shrink-0" />
      <span className="flex flex-col leading-none">
        <span
          className={`text-lg font-extrabold tracking-tight ${inverse ? 'text-white' : 'text-brand-900'}`}
        >
          {SITE.name}
        </span>
        <span
          className={`mt-1 text-[0.6875rem] font-semibold tracking-[0.14em] uppercase ${inverse ? 'text-slate-300' : 'text-slate-600'}`}
        >
          {SITE.address.city}, {SITE.address.region}
        </span>
      </span>
    </span>
  );
}
