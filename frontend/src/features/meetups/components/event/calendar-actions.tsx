import { CalendarPlus, Rss } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import {
  useLazyGetCalendarFeedUrlQuery,
  useResetCalendarFeedMutation,
} from '../../api/meetups-api';
import { calendarUrl, downloadCalendar } from '../../lib/calendar';
import { copyText } from '../../lib/share';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import {
  googleCalendarUrl,
  outlookCalendarUrl,
  placeLine,
} from '@packmeet/backend/contracts/calendar-links';
import { meetupEnd, meetupPath } from '../../lib/format';

/**
 * 'Add to calendar' (.ics). For signed-in people the file is fetched with their token so it
 * holds the exact place; they can also copy their personal feed of every meetup they go to.
 */
export function CalendarActions({
  meetup,
  signedIn,
}: {
  meetup: MeetupResponse;
  signedIn: boolean;
}) {
  const [fetchFeedUrl, feed] = useLazyGetCalendarFeedUrlQuery();
  const [resetFeed, reset] = useResetCalendarFeedMutation();
  const fileName = `${meetup.slug || 'meetup'}.ics`;
  const event = {
    title: meetup.title,
    start: meetup.date,
    end: (meetupEnd(meetup) ?? new Date(meetup.date)).toISOString(),
    timeZone: meetup.timeZone,
    location: placeLine(meetup),
    details: `${meetup.description}\n\n${window.location.origin}${meetupPath(meetup)}`,
  };
  const linkClass = cn(buttonVariants({ variant: 'ghost', size: 'sm' }));

  async function download() {
    try {
      await downloadCalendar(meetup.id, fileName);
    } catch (error) {
      console.error('Calendar download failed', error);
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Could not download the calendar file. Please try again.',
      });
    }
  }

  async function copyFeed() {
    try {
      const { url } = await fetchFeedUrl(undefined, true).unwrap();
      if (!url || !(await copyText(url))) throw new Error('No feed link to copy');
      toast({
        title: 'Calendar link copied!',
        description: 'Add it to your calendar app to see every meetup you are going to.',
      });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Could not get your calendar link. Please try again.',
      });
    }
  }

  /** Ends the link every calendar app holds now, then copies the new one (fetched, not cached). */
  async function resetFeedUrl() {
    try {
      await resetFeed().unwrap();
      const { url } = await fetchFeedUrl(undefined, false).unwrap();
      const copied = Boolean(url) && (await copyText(url));
      toast({
        title: 'Calendar link reset',
        description: copied
          ? 'Your old link no longer works. The new one is copied: add it to your calendar app.'
          : 'Your old link no longer works. Copy the new one to add it to your calendar app.',
      });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Could not reset your calendar link. Please try again.',
      });
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={calendarUrl(meetup.id)}
        download={fileName}
        onClick={(event) => {
          if (!signedIn) return;
          event.preventDefault();
          void download();
        }}
        className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }))}
      >
        <CalendarPlus aria-hidden="true" />
        Add to calendar
      </a>
      <a
        href={googleCalendarUrl(event)}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
      >
        Add to Google Calendar
      </a>
      <a
        href={outlookCalendarUrl(event)}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
      >
        Add to Outlook
      </a>
      {signedIn ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void copyFeed()}
          disabled={feed.isFetching}
        >
          <Rss aria-hidden="true" />
          Copy my calendar feed
        </Button>
      ) : null}
      {signedIn ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void resetFeedUrl()}
          disabled={reset.isLoading || feed.isFetching}
        >
          Reset my calendar link
        </Button>
      ) : null}
    </div>
  );
}
