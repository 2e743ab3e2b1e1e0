import { fromLocalInput, localDate } from '../../../contracts/local-time.js';
import type { SearchRequest } from '../../../contracts/requests/search.request.js';

const DAY = 86_400_000;

/** 'YYYY-MM-DD' plus days, on the calendar. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const midnight = (date: string, timeZone: string) => fromLocalInput(`${date}T00:00`, timeZone)!;

/**
 * The instants `when` names, on the calendar of the searched place: today
 * (until midnight), this weekend (Saturday and Sunday; today included when it
 * is one of them), the next 7 days from now, or `from`..`to` inclusive.
 */
export function searchRange(
  query: Pick<SearchRequest, 'when' | 'from' | 'to'>,
  now: Date,
  timeZone: string,
): { from: string | null; to: string | null } {
  if (query.when === 'any') return { from: null, to: null };
  const today = localDate(now.toISOString(), timeZone);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  switch (query.when) {
    case 'today':
      return { from: null, to: midnight(addDays(today, 1), timeZone) };
    case 'weekend': {
      const saturday = weekday === 0 ? addDays(today, -1) : addDays(today, 6 - weekday);
      return {
        from: midnight(saturday, timeZone),
        to: midnight(addDays(saturday, 2), timeZone),
      };
    }
    case 'next7':
      return { from: null, to: new Date(now.getTime() + 7 * DAY).toISOString() };
    case 'custom':
      return {
        from: midnight(query.from!, timeZone),
        to: midnight(addDays(query.to!, 1), timeZone),
      };
    default:
      return { from: null, to: null };
  }
}
