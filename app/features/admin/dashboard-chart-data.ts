// What the dashboard's charts show, shared by the charts and their tables of figures.
import type { DashboardWeek } from '../../../common/schemas/api';
import { formatAdminDate } from './status-badges';

/** The three request series, stacked in this order; colours at least 3:1 against white. */
export const REQUEST_SERIES = [
  { key: 'leads', label: 'Leads', colour: '#1e40af' },
  { key: 'contacts', label: 'Contact messages', colour: '#b45309' },
  { key: 'appraisals', label: 'Appraisals', colour: '#047857' },
] as const satisfies readonly { key: keyof DashboardWeek; label: string; colour: string }[];

/** "Nov 23" for the week starting Monday 2026-11-23. */
export const weekLabel = (week: string) =>
  formatAdminDate(`${week}T00:00:00Z`).replace(/, \d{4}$/, '');

/** "2.5 h", or "—" for a week without an answered request. */
export const hoursLabel = (hours: number | null) =>
  hours === null ? '—' : `${Number(hours.toFixed(1)).toLocaleString('en-CA')} h`;
