import { Ban, CalendarCheck, History } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { EVENT_HEADER_TEXT as TEXT } from '@packmeet/backend/contracts/first-screen';

/** Spec section 2: Upcoming or Past badge, group name badge, title and description. */
export function EventHeader({
  meetup,
  upcoming,
  actions,
}: {
  meetup: MeetupResponse;
  upcoming: boolean;
  actions: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {upcoming ? (
          <Badge tone="pine">
            <CalendarCheck aria-hidden="true" />
            {TEXT.upcoming}
          </Badge>
        ) : (
          <Badge tone="neutral">
            <History aria-hidden="true" />
            {TEXT.past}
          </Badge>
        )}
        {meetup.groupName ? (
          <Badge tone="lake" className="max-w-full">
            <span className="truncate">{meetup.groupName}</span>
          </Badge>
        ) : null}
        {meetup.status === 'cancelled' ? (
          <Badge tone="clay">
            <Ban aria-hidden="true" />
            {TEXT.cancelled}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-extrabold break-words sm:text-4xl">{meetup.title}</h1>
        {meetup.description ? (
          <p className="max-w-prose text-base leading-relaxed whitespace-pre-line text-sand-800">
            {meetup.description}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </header>
  );
}

/** Shown above everything once a meetup is cancelled, with the organizer's reason. */
export function CancelledBanner({ reason }: { reason: string | null }) {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-card border border-clay-200 bg-clay-50 p-4 text-clay-900 sm:p-5"
    >
      <Ban className="mt-0.5 size-5 shrink-0 text-clay-600" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-bold">{TEXT.cancelledNote}</p>
        {reason ? <p className="text-sm">{TEXT.reason(reason)}</p> : null}
      </div>
    </div>
  );
}
