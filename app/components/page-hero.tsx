import type { ReactNode } from 'react';

/** The banner at the top of a content page: an eyebrow, the page's h1 and a lead paragraph. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <p className="text-sm font-bold tracking-[0.2em] text-accent-400 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {children && (
          <div className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-200">{children}</div>
        )}
      </div>
    </section>
  );
}
