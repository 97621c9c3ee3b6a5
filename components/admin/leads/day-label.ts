const SHORT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2025-11-03' as '3 Nov' (or '3 Nov 2025'): the date is already India's, so it is read as UTC to stay that date. */
export const dayLabel = (day: string, withYear = false) => (withYear ? LONG : SHORT).format(new Date(`${day}T00:00:00Z`));
