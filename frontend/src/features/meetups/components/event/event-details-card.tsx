import {
  CalendarDays,
  Clock,
  Dog,
  ExternalLink,
  GraduationCap,
  Hourglass,
  Leaf,
  LockKeyhole,
  MapPin,
  Sparkles,
  Trees,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import {
  attendanceSummary,
  formatLongDate,
  formatTimeRange,
  placesLeftText,
  waitlistText,
} from '../../lib/format';
import { arrivalPlanText, dogPlacesText } from '../../lib/dog-places';
import { parkTypeLabel } from '../../lib/meetup-options';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { activityProfileLabels } from '@packmeet/backend/contracts/activities';
import { CalendarActions } from './calendar-actions';

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    // A <dl> item may hold only <dt> and <dd>: the icon sits inside the term, placed in the gutter.
    <div className="relative flex min-w-0 flex-col gap-0.5 pl-12">
      <dt className="text-xs font-bold tracking-wider text-sand-500 uppercase">
        <span className="absolute top-0.5 left-0 inline-flex size-9 items-center justify-center rounded-xl bg-pine-50 text-pine-700">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="text-sm text-sand-800">{children}</dd>
    </div>
  );
}

/** A maps search for the address: a plain link, no maps script (spec section 9). */
function mapsUrl(meetup: MeetupResponse): string {
  const query = meetup.location || [meetup.city, meetup.state].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

const mapLinkClass =
  'inline-flex items-center gap-1 self-start text-sm font-semibold underline-offset-4';

function Location({ meetup }: { meetup: MeetupResponse }) {
  if (!meetup.locationIsExact) {
    // Spec section 6: visitors see only the general area, and the map link is inactive.
    return (
      <span className="flex flex-col gap-1">
        <span>{meetup.location}</span>
        <Link
          to={paths.login.getHref()}
          className="inline-flex items-center gap-1 self-start font-semibold text-clay-700 underline-offset-4 hover:underline"
        >
          <LockKeyhole className="size-3.5" aria-hidden="true" />
          Log in to see exact location
        </Link>
        <span
          role="link"
          aria-disabled="true"
          title="Log in to see exact location"
          className={`${mapLinkClass} cursor-not-allowed text-sand-400`}
        >
          <ExternalLink className="size-3.5" aria-hidden="true" />
          Open in Maps
        </span>
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-1">
      {meetup.locationDisplay ? (
        <span className="font-semibold text-foreground">{meetup.locationDisplay}</span>
      ) : null}
      <span className="break-words">{meetup.location}</span>
      <a
        href={mapsUrl(meetup)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${mapLinkClass} text-primary hover:underline`}
      >
        <ExternalLink className="size-3.5" aria-hidden="true" />
        Open in Maps
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </span>
  );
}

/** Spec section 2 "Event details": date, time range, location and attendance count. */
export function EventDetailsCard({
  meetup,
  signedIn,
}: {
  meetup: MeetupResponse;
  signedIn: boolean;
}) {
  const park = parkTypeLabel(meetup.parkType);
  const spots = placesLeftText(meetup);
  const waiting = waitlistText(meetup);
  const dogPlaces = dogPlacesText(meetup);
  const arrivals = arrivalPlanText(meetup);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Event Details</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail icon={CalendarDays} label="Date">
            <time dateTime={meetup.date}>{formatLongDate(meetup)}</time>
          </Detail>
          <Detail icon={Clock} label="Time">
            {formatTimeRange(meetup)}
          </Detail>
          <Detail icon={MapPin} label="Location">
            <Location meetup={meetup} />
          </Detail>
          <Detail icon={Users} label="Attendance">
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold text-foreground">{attendanceSummary(meetup)}</span>
              {spots && meetup.status !== 'cancelled' ? <span>{spots}</span> : null}
              {waiting ? (
                <span className="inline-flex items-center gap-1 text-honey-700">
                  <Hourglass className="size-3.5" aria-hidden="true" />
                  {waiting}
                </span>
              ) : null}
              {meetup.attendance.maybe > 0 ? (
                <span>{`${meetup.attendance.maybe} maybe`}</span>
              ) : null}
            </span>
          </Detail>
          {dogPlaces ? (
            <Detail icon={Dog} label="Dog places">
              <span className="flex flex-col gap-0.5">
                <span className="font-semibold text-foreground">
                  {`${meetup.dogsGoing} ${meetup.dogsGoing === 1 ? 'dog' : 'dogs'} going`}
                </span>
                {meetup.status !== 'cancelled' ? <span>{dogPlaces}</span> : null}
              </span>
            </Detail>
          ) : null}
          {meetup.calm || arrivals ? (
            <Detail icon={Leaf} label="Calm meetup">
              <span className="flex flex-col gap-0.5">
                <span>Parallel walk, low stimulation: give every dog space.</span>
                {arrivals ? <span>{arrivals}</span> : null}
              </span>
            </Detail>
          ) : null}
          {meetup.unregisteredAttendees > 0 ? (
            <Detail icon={GraduationCap} label="Private Members / Trainer Clients">
              {`${meetup.unregisteredAttendees} attending with their trainer`}
            </Detail>
          ) : null}
          <Detail icon={Sparkles} label="Activities and level">
            {activityProfileLabels(meetup).join(' · ')}
          </Detail>
          {park ? (
            <Detail icon={Trees} label="Park type">
              {park}
            </Detail>
          ) : null}
        </dl>
        <div className="border-t border-border pt-4">
          <CalendarActions meetup={meetup} signedIn={signedIn} />
        </div>
      </CardContent>
    </Card>
  );
}
