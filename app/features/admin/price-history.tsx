// The price history of a stored car in its editor (docs/product.md#price-history): every price
// it was shown at, newest first, with the change from the one before.
import History from 'lucide-react/icons/rotate-ccw-clock';
import { formatUtcDate } from '../../../common/dates';
import { formatPrice } from '../../../common/format';
import type { PriceChange } from '../../../common/schemas/car';
import { cn } from '~/lib/cn';

/** "+$500", "−$1,500" (a true minus sign), or null for the first price. */
export function priceChangeText(current: number, previous: number | undefined): string | null {
  if (previous === undefined) return null;
  const difference = Math.round((current - previous) * 100) / 100;
  return `${difference < 0 ? '−' : '+'}${formatPrice(Math.abs(difference))}`;
}

export function PriceHistory({ history }: { history: PriceChange[] }) {
  if (history.length === 0) return null;
  const rows = history
    .map((entry, index) => ({
      ...entry,
      change: priceChangeText(entry.displayPrice, history[index - 1]?.displayPrice),
    }))
    .reverse();
  return (
    <section
      aria-labelledby="price-history-heading"
      className="grid gap-3 border-t border-slate-200 pt-6"
    >
      <h2
        id="price-history-heading"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <History className="size-4 text-slate-600" aria-hidden="true" />
        Price History
      </h2>
      <p className="-mt-2 text-sm text-slate-600">
        Every price shoppers were shown, newest first. Saved with each change of the shown price.
      </p>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-1.5 pr-4 font-medium">
              Since
            </th>
            <th scope="col" className="py-1.5 pr-4 text-right font-medium">
              Shown price
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.changedAt} className="border-b border-slate-100 last:border-0">
              <td className="py-1.5 pr-4 text-slate-700">
                {/* The server's date of the change: the browser's time-zone data may differ. */}
                <time dateTime={row.changedAt}>{formatUtcDate(row.day, { shortMonth: true })}</time>
              </td>
              <td className="py-1.5 pr-4 text-right font-semibold text-slate-900 tabular-nums">
                {formatPrice(row.displayPrice)}
              </td>
              <td
                className={cn(
                  'py-1.5 text-right tabular-nums',
                  row.change?.startsWith('−') ? 'text-emerald-800' : 'text-slate-700',
                )}
              >
                {row.change ?? 'First price'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
