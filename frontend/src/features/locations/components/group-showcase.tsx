import {
  ArrowRight,
  BadgeCheck,
  CalendarClock,
  Flame,
  MapPin,
  Sparkles,
  type LucideIcon,
  ChevronDown,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/lib/auth-token';
import { formatNextMeetup } from '../lib/city-summary';
import { ActivityBadges } from '@/components/activity-badges';
import type { GroupSummary } from '@packmeet/backend/contracts/locations';

type Tone = 'pine' | 'lake' | 'honey' | 'clay' | 'neutral';

const ACTIVITY_TONES: Record<string, Tone> = {
  'Very Active': 'pine',
  Active: 'lake',
  Growing: 'honey',
  New: 'clay',
  Quiet: 'neutral',
};

function StatTile({ label, value, detail }: { label: string; value: number; detail: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-2xl bg-sand-50 px-4 py-3 ring-1 ring-border">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </dt>
      <dd className="font-display text-2xl font-extrabold text-foreground">
        {value.toLocaleString('en-US')}
      </dd>
      <dd className="text-xs text-muted-foreground">{detail}</dd>
    </div>
  );
}

function RateBar({ label, value, tone }: { label: string; value: number; tone: string }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span id={labelId} className="font-semibold text-foreground">
          {label}
        </span>
        <span className="font-semibold text-muted-foreground tabular-nums">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2.5 overflow-hidden rounded-full bg-sand-100"
      >
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

function Panel({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <h4 className="flex items-center gap-1.5 text-sm font-bold text-foreground">
        <Icon className="size-4 text-clay-500" aria-hidden="true" />
        {title}
      </h4>
      {children}
    </div>
  );
}

/**
 * Spec section 2, City page: one group's showcase with its badges, stat tiles, ranked breeds,
 * engagement and attendance bars and recent activity.
 */
export function GroupShowcase({ entry, city }: { entry: GroupSummary; city: string }) {
  const headingId = useId();
  const signedIn = Boolean(useAuthToken());
  const { group } = entry;
  const groupHref = paths.group.getHref(group.id);
  const description =
    group.description.trim() ||
    `A welcoming group of ${city} dog owners who meet for calm, organized outings. Everyone is invited to say hello.`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-card border border-border bg-card p-5 shadow-soft sm:p-7"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <h3 id={headingId} className="text-xl leading-snug font-extrabold">
            {group.name}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            {entry.isVerified ? (
              <Badge tone="lake">
                <BadgeCheck aria-hidden="true" />
                Verified
              </Badge>
            ) : null}
            <Badge tone={ACTIVITY_TONES[entry.activityLevel] ?? 'neutral'}>
              <Flame aria-hidden="true" />
              {entry.activityLevel}
            </Badge>
          </div>
        </div>
        <Button asChild variant="link" className="self-start">
          <Link to={groupHref}>
            View Group Details
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>

      <p className="line-clamp-3 text-base leading-relaxed text-sand-700">{description}</p>
      <p className="text-sm font-semibold text-sand-800">
        {`${entry.memberCount.toLocaleString('en-US')} members · ${entry.upcomingMeetups.toLocaleString('en-US')} upcoming · Next: ${formatNextMeetup(entry.nextMeetupDate, entry.nextMeetupTimeZone)}`}
      </p>

      <ul aria-label="Group details" className="flex flex-wrap gap-1.5">
        <li>
          <Badge tone="outline">
            <MapPin aria-hidden="true" />
            {city}
          </Badge>
        </li>
        <li>
          <Badge tone="outline">
            <CalendarClock aria-hidden="true" />
            {entry.meetingFrequency}
          </Badge>
        </li>
        <ActivityBadges profile={entry} asListItems />
      </ul>

      {/* The detail stays one tap away: a city of many groups is a short list on a phone. */}
      <details className="group/details flex flex-col">
        <summary className="flex cursor-pointer list-none items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-primary focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-open/details:rotate-180"
          />
          Stats, breeds and activity
        </summary>
        <div className="mt-5 flex flex-col gap-5">
          <dl
            aria-label={`${group.name} statistics`}
            className="grid grid-cols-2 gap-3 lg:grid-cols-4"
          >
            <StatTile
              label="Active Members"
              value={entry.memberCount}
              detail={`+${entry.newMembersThisMonth.toLocaleString('en-US')} this month`}
            />
            <StatTile
              label="Upcoming Events"
              value={entry.upcomingMeetups}
              detail={`Next: ${formatNextMeetup(entry.nextMeetupDate, entry.nextMeetupTimeZone)}`}
            />
            <StatTile
              label="Events Hosted"
              value={entry.totalMeetups}
              detail={`Since ${entry.foundedYear}`}
            />
            <StatTile label="Avg Attendance" value={entry.averageAttendance} detail="per meetup" />
          </dl>

          <div className="grid gap-6 border-t border-border pt-5 md:grid-cols-3">
            <Panel title="Popular Breeds" icon={Sparkles}>
              {entry.popularBreeds.length > 0 ? (
                <ol
                  aria-label={`Popular breeds in ${group.name}`}
                  className="flex flex-col gap-1.5"
                >
                  {entry.popularBreeds.map((breed, index) => (
                    <li key={breed} className="flex items-center gap-2.5 text-sm">
                      <span
                        aria-hidden="true"
                        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-clay-50 text-xs font-bold text-clay-700"
                      >
                        {index + 1}
                      </span>
                      <span className="font-medium text-foreground">{breed}</span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-muted-foreground">No breeds shared yet.</p>
              )}
            </Panel>
            <Panel title="Community Health" icon={Flame}>
              <RateBar label="Member Engagement" value={entry.engagementRate} tone="bg-pine-500" />
              <RateBar label="Event Attendance" value={entry.attendanceRate} tone="bg-clay-400" />
            </Panel>
            <Panel title="Recent Community Activity" icon={CalendarClock}>
              {entry.recentActivity.length > 0 ? (
                <ul
                  aria-label={`Recent activity in ${group.name}`}
                  className="flex flex-col gap-2.5"
                >
                  {entry.recentActivity.map((item, index) => (
                    <li key={index} className="flex gap-2.5 text-sm">
                      <span
                        aria-hidden="true"
                        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-pine-50 text-xs font-bold text-pine-700"
                      >
                        {item.userName.charAt(0).toUpperCase()}
                      </span>
                      <span className="flex min-w-0 flex-col">
                        <span className="text-foreground">
                          <strong className="font-semibold">{item.userName}</strong> {item.action}
                        </span>
                        <span className="text-xs text-muted-foreground">{item.timeAgo}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">
                  No activity yet. Be the first to join!
                </p>
              )}
            </Panel>
          </div>

          <div className="flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={groupHref}>Explore This Group</Link>
            </Button>
            {/* Signed-in visitors join on the group's own page; everyone else signs up first. */}
            <Button asChild variant="accent">
              <Link to={signedIn ? groupHref : paths.register.getHref()}>Join Group</Link>
            </Button>
          </div>
        </div>
      </details>
    </article>
  );
}
