import { SITE } from '../../common/site';

const SHORT_LABELS: Record<string, string> = {
  'Monday - Friday': 'Mon-Fri',
  Saturday: 'Sat',
  Sunday: 'Sun',
};

/** "Mon-Fri 9AM - 7PM · Sat 9AM - 6PM · Sun 12PM - 5PM", from the one set of hours in SITE. */
export function compactHours(): string {
  return SITE.hours
    .map((slot) => `${SHORT_LABELS[slot.label] ?? slot.label} ${slot.text}`)
    .join(' · ');
}
