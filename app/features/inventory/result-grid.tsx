/** The grid of car cards on /inventory (and of their skeletons while a search loads). */
export function ResultGrid({ children }: { children: React.ReactNode }) {
  return <div className="mt-5 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">{children}</div>;
}
