const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const dateOnly = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** 'just now', '5 minutes ago', 'yesterday', 'last week'; older than 4 weeks: 'Mar 14, 2025'. */
export function formatTimeAgo(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  const elapsed = Math.abs(seconds);
  if (elapsed < 45) return 'just now';
  if (elapsed < HOUR) return relative.format(Math.round(seconds / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(Math.round(seconds / HOUR), 'hour');
  if (elapsed < WEEK) return relative.format(Math.round(seconds / DAY), 'day');
  if (elapsed < 4 * WEEK) return relative.format(Math.round(seconds / WEEK), 'week');
  return dateOnly.format(time);
}
