// The dashboard's two charts (docs/product.md#dashboard), drawn with Recharts. Loaded only by
// the dashboard, and only in the browser (dashboard-charts.tsx imports it lazily), so no public
// page's scripts carry the library. The charts are pictures only (no keyboard layer): their
// figures are the tables beside them, which screen readers and keyboards use.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardWeek } from '../../../common/schemas/api';
import { REQUEST_SERIES, weekLabel } from './dashboard-chart-data';

const AXIS = { fontSize: 12, fill: '#475569' };
const HEIGHT = 260;
/** What both charts share: no keyboard layer, the margins, the grid and the weeks' axis. */
const CHART = { accessibilityLayer: false, margin: { top: 8, right: 8, bottom: 0, left: -16 } };
const GRID = { strokeDasharray: '3 3', vertical: false, stroke: '#e2e8f0' };
const WEEK_AXIS = {
  dataKey: 'label',
  tick: AXIS,
  interval: 'preserveStartEnd',
  minTickGap: 8,
} as const;

export function RequestsPerWeekChart({ weeks }: { weeks: DashboardWeek[] }) {
  const data = weeks.map((week) => ({ ...week, label: weekLabel(week.week) }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart {...CHART} data={data}>
        <CartesianGrid {...GRID} />
        <XAxis {...WEEK_AXIS} />
        <YAxis allowDecimals={false} tick={AXIS} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        {REQUEST_SERIES.map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.label}
            stackId="requests"
            fill={series.colour}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function ResponseTimeChart({ weeks }: { weeks: DashboardWeek[] }) {
  const data = weeks.map((week) => ({
    label: weekLabel(week.week),
    hours: week.medianResponseHours === null ? null : Number(week.medianResponseHours.toFixed(1)),
  }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <LineChart {...CHART} data={data}>
        <CartesianGrid {...GRID} />
        <XAxis {...WEEK_AXIS} />
        <YAxis tick={AXIS} unit=" h" />
        <Tooltip formatter={(value) => [`${String(value)} h`, 'Median response']} />
        <Line
          type="linear"
          dataKey="hours"
          name="Median response"
          stroke="#1e40af"
          strokeWidth={2}
          dot={{ r: 3 }}
          connectNulls={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
