const numbers = new Intl.NumberFormat('en-US');

export function formatCount(value: number | string): string {
  const number = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(number) ? numbers.format(number) : String(value);
}

/** '45 s', '3 min 5 s', '2 h 10 min'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** The share of a replay done, 0-100 (a replay of an empty log is complete). */
export function percentDone(processed: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((processed / total) * 100)));
}
