import { ChevronDown, Clock, MapPin, Users, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingSkeletons } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useAttendees } from '../api/later-pages';
import {
  attendanceSummary,
  attendeeCount,
  formatShortDate,
  formatTimeRange,
  meetupPath,
  waitlistText,
} from '../lib/format';
import { dogPlacesText } from '../lib/dog-places';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { AttendeeList } from './attendee-list';
import { DateTile } from './meetup-list-item';
import { RsvpControls } from './rsvp-controls';

function Attendees({ meetupId, id }: { meetupId: string; id: string }) {
  const { attendees, isLoading, isError, more } = useAttendees(meetupId);
  return (
    <div id={id} className="rounded-xl bg-sand-50 px-3 py-2">
      {isLoading ? (
        <LoadingSkeletons
          label="Loading attendees"
          count={2}
          itemClassName="h-8"
          className="flex flex-col gap-2 py-1"
        />
      ) : isError ? (
        <p className="py-1 text-sm text-muted-foreground">
          We couldn&apos;t load who&apos;s going right now.
        </p>
      ) : (
        <AttendeeList
          attendees={attendees ?? []}
          heading="h4"
          emptyText="No one has answered yet."
        />
      )}
      {more ? <LoadMore label="Show more people" {...more} /> : null}
    </div>
  );
}

/** One line of the meetup's facts (when, where, who): an icon, then the text. */
function Fact({
  icon: Icon,
  tone = 'detail',
  textClassName,
  children,
}: {
  icon: LucideIcon;
  /** Details read in sand with a clay icon; the live attendance stands out in pine. */
  tone?: 'detail' | 'attendance';
  textClassName?: string;
  children: ReactNode;
}) {
  const attendance = tone === 'attendance';
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 text-sm',
        attendance ? 'font-semibold text-pine-700' : 'text-sand-700',
      )}
    >
      <Icon
        className={cn('size-3.5 shrink-0', !attendance && 'text-clay-500')}
        aria-hidden="true"
      />
      <span className={textClassName}>{children}</span>
    </p>
  );
}

/** One upcoming meetup on the group page: when, where, live attendance, RSVP and who's going. */
export function GroupMeetupItem({
  meetup,
  dogs,
  now,
}: {
  meetup: MeetupResponse;
  dogs: DogResponse[];
  now: number;
}) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  // The same count as the line above ('3 of 15 going'): waitlisted and maybe answers are
  // listed under their own headings when opened, but they are not going (docs/meetups.md).
  const going = attendeeCount(meetup);
  const place = meetup.locationDisplay || meetup.location;
  const waiting = waitlistText(meetup);
  const cancelled = meetup.status === 'cancelled';

  return (
    <article aria-labelledby={`${id}-title`} className="flex flex-col gap-3 py-4">
      <div className="flex items-start gap-3">
        <DateTile iso={meetup.date} timeZone={meetup.timeZone} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-title`} className="text-base leading-snug font-bold break-words">
              {meetup.title}
            </h3>
            {cancelled ? <Badge tone="clay">Cancelled</Badge> : null}
          </div>
          <Fact icon={Clock}>
            <time dateTime={meetup.date}>{formatShortDate(meetup)}</time>
            {` · ${formatTimeRange(meetup)}`}
          </Fact>
          {place ? (
            <Fact icon={MapPin} textClassName="min-w-0 break-words">
              {place}
            </Fact>
          ) : null}
          {cancelled ? null : (
            <Fact icon={Users} tone="attendance">
              {[attendanceSummary(meetup), dogPlacesText(meetup), waiting]
                .filter(Boolean)
                .join(' · ')}
            </Fact>
          )}
        </div>
      </div>

      <RsvpControls meetup={meetup} dogs={dogs} now={now} />

      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={expanded ? `${id}-attendees` : undefined}
          onClick={() => setExpanded((open) => !open)}
          className="-ml-3"
        >
          {`Who's going (${going})`}
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform', expanded && 'rotate-180')}
          />
        </Button>
        <Button asChild variant="link" size="sm">
          <Link to={meetupPath(meetup)}>View event</Link>
        </Button>
      </div>
      {expanded ? <Attendees meetupId={meetup.id} id={`${id}-attendees`} /> : null}
    </article>
  );
}
