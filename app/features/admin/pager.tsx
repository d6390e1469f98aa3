import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';

/** Previous / next links of the admin list pages (?page=N; the other parameters are kept). */
export function Pager({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const [search] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const pageHref = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return { search: query ? `?${query}` : '' };
  };
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 px-4 py-4 sm:px-6">
      <p className="text-sm text-slate-600">
        Page {page} of {pages}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={pageHref(page - 1)}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Link>
          </Button>
        ) : null}
        {page < pages ? (
          <Button asChild variant="outline" size="sm">
            <Link to={pageHref(page + 1)}>
              Next
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
