import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import {
  dateLeaf,
  formatMeetupWeekdayTime,
  viewerTimeZone,
} from '@packmeet/backend/contracts/local-time';
import { attendanceSummary, meetupPath } from '../lib/format';
import { dogPlacesText } from '../lib/dog-places';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';

/** A calendar-leaf date at the meetup's place: month above, day below. Decorative: the date is also in the text. */
export function DateTile({ iso, timeZone }: { iso: string; timeZone: string }) {
  const leaf = dateLeaf(iso, timeZone);
  if (!leaf) {
    return <CalendarDays className="size-5 shrink-0 text-clay-500" aria-hidden="true" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 flex-col items-center justify-center rounded-xl bg-clay-50 text-clay-700"
    >
      <span className="text-[0.65rem] font-bold tracking-wider uppercase">{leaf.month}</span>
      <span className="font-display text-lg leading-none font-extrabold">{leaf.day}</span>
    </span>
  );
}

/** One meetup in a list: date tile, title, time and group, place, live attendance; links to the event page. */
export function MeetupListItem({ meetup }: { meetup: MeetupResponse }) {
  const when = formatMeetupWeekdayTime(meetup.date, meetup.timeZone, viewerTimeZone());
  const place = meetup.locationDisplay || meetup.location;
  const cancelled = meetup.status === 'cancelled';
  return (
    <Link
      to={meetupPath(meetup)}
      className="-mx-2 flex items-center gap-3 rounded-xl px-2 py-3 transition-colors hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <DateTile iso={meetup.date} timeZone={meetup.timeZone} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center gap-2">
          <span className="truncate font-semibold">{meetup.title}</span>
          {cancelled ? <Badge tone="clay">Cancelled</Badge> : null}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {when ? <time dateTime={meetup.date}>{when}</time> : null}
          {meetup.groupName ? ` · ${meetup.groupName}` : ''}
        </span>
        {place ? (
          <span className="flex items-center gap-1 truncate text-xs text-muted-foreground">
            <MapPin className="size-3 shrink-0" aria-hidden="true" />
            <span className="truncate">{place}</span>
          </span>
        ) : null}
        {cancelled ? null : (
          <span className="flex items-center gap-1 text-xs font-medium text-pine-700">
            <Users className="size-3 shrink-0" aria-hidden="true" />
            {[attendanceSummary(meetup), dogPlacesText(meetup)].filter(Boolean).join(' · ')}
          </span>
        )}
      </span>
    </Link>
  );
}
