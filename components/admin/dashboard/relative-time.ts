const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const FORMAT = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** '5 minutes ago', 'yesterday', 'now'. */
export function relativeTime(iso: string, now: number): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (!Number.isFinite(seconds)) return '';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return FORMAT.format(Math.round(seconds / size), unit);
  }
  return Math.abs(seconds) < 45 ? FORMAT.format(0, 'second') : FORMAT.format(seconds, 'second');
}
