import type { ReactNode } from 'react';

/** A centred page message: not-found and error pages. */
export function StatusMessage({
  code,
  title,
  children,
  actions,
}: {
  code?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      {code && (
        <p className="text-sm font-bold tracking-[0.2em] text-brand-700 uppercase">{code}</p>
      )}
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h1>
      {children && <div className="mt-4 text-lg text-slate-600">{children}</div>}
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
