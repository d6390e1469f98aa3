// The dashboard's charts (docs/product.md#dashboard): requests per week by type, and the median
// time to the first status change. The chart library is fetched only here, in the browser, after
// the page shows; each chart's figures are also a table (server-rendered, for screen readers and
// before the chart loads).
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { DashboardWeek } from '../../../common/schemas/api';
import { SectionCard } from '~/components/section-card';
import { Skeleton } from '~/components/ui/skeleton';
import { hoursLabel, REQUEST_SERIES, weekLabel } from './dashboard-chart-data';

const RequestsPerWeekChart = lazy(() =>
  import('./request-charts').then((module) => ({ default: module.RequestsPerWeekChart })),
);
const ResponseTimeChart = lazy(() =>
  import('./request-charts').then((module) => ({ default: module.ResponseTimeChart })),
);

const noSubscription = () => () => {};
/** False in the server render and the hydration pass, true after. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

function ChartCard({
  title,
  description,
  chart,
  table,
  empty,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  table: ReactNode;
  /** Said instead of drawing a chart with nothing on it. */
  empty: string | null;
}) {
  const hydrated = useHydrated();
  const placeholder = <Skeleton className="h-[260px] w-full" />;
  return (
    <SectionCard title={title}>
      <p className="mb-3 text-sm text-slate-600">{description}</p>
      {empty ? (
        <p className="flex h-[260px] items-center justify-center rounded-md bg-slate-50 px-4 text-center text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        <div aria-hidden="true" data-testid="chart">
          {hydrated ? <Suspense fallback={placeholder}>{chart}</Suspense> : placeholder}
        </div>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Show the figures</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </SectionCard>
  );
}

const cell = 'px-2 py-1 text-right tabular-nums';

/** A chart's figures: one row per week, a column per figure. */
function FiguresTable({
  label,
  weeks,
  columns,
}: {
  label: string;
  weeks: DashboardWeek[];
  columns: { header: string; value: (week: DashboardWeek) => ReactNode }[];
}) {
  return (
    <table aria-label={label} className="w-full">
      <thead>
        <tr>
          <th className="px-2 py-1 text-left">Week of</th>
          {columns.map((column) => (
            <th key={column.header} className={cell}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.week}>
            <th className="px-2 py-1 text-left font-normal">{weekLabel(week.week)}</th>
            {columns.map((column) => (
              <td key={column.header} className={cell}>
                {column.value(week)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DashboardCharts({ weeks }: { weeks: DashboardWeek[] }) {
  const noRequests = weeks.every((week) => week.leads + week.contacts + week.appraisals === 0);
  const noAnswers = weeks.every((week) => week.medianResponseHours === null);
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="dashboard-charts">
      <ChartCard
        title="Requests per week"
        description="Leads, contact messages and appraisal requests, the last 12 weeks."
        chart={<RequestsPerWeekChart weeks={weeks} />}
        empty={noRequests ? 'No requests in these 12 weeks.' : null}
        table={
          <FiguresTable
            label="Requests per week"
            weeks={weeks}
            columns={REQUEST_SERIES.map((series) => ({
              header: series.label,
              value: (week) => week[series.key],
            }))}
          />
        }
      />
      <ChartCard
        title="Time to first answer"
        description="Median hours from a request to its first status change, by the week it came in."
        chart={<ResponseTimeChart weeks={weeks} />}
        empty={noAnswers ? 'No request of these 12 weeks has been answered yet.' : null}
        table={
          <FiguresTable
            label="Time to first answer"
            weeks={weeks}
            columns={[
              { header: 'Median', value: (week) => hoursLabel(week.medianResponseHours) },
              { header: 'Answered', value: (week) => week.answered },
            ]}
          />
        }
      />
    </div>
  );
}
