import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { attendanceSummary } from '../../lib/format';

/** The RSVP card's id: the bar watches it and brings it into view. */
export const RSVP_CARD_ID = 'rsvp';

/** Whether the RSVP card is on screen (false until the browser has said so). */
function useRsvpCardVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const card = document.getElementById(RSVP_CARD_ID);
    // No observer (old browsers, jsdom): the card is where it always is, and no bar shows.
    if (!card || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry!.isIntersecting));
    observer.observe(card);
    return () => observer.disconnect();
  }, []);
  return visible;
}

/**
 * On a phone the RSVP card sits below the details, out of sight when the page opens: this bar
 * stays at the bottom of the screen while the card is out of view, with the attendance and one
 * button that brings the card (its Going / Maybe / Not Going and dog choice) into view. Visitors
 * are offered Log In to RSVP instead. Wide screens never show it: the card is near the top.
 */
export function StickyRsvpBar({ meetup, signedIn }: { meetup: MeetupResponse; signedIn: boolean }) {
  const cardVisible = useRsvpCardVisible();
  // Room at the end of the page, so the bar never covers its last lines.
  const spacer = <div aria-hidden="true" className="h-16 lg:hidden" />;
  if (cardVisible) return spacer;

  const showCard = () => {
    const card = document.getElementById(RSVP_CARD_ID);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    card?.focus({ preventScroll: true });
  };

  return (
    <>
      {spacer}
      <aside
        aria-label="RSVP"
        className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-card/95 px-4 py-3 shadow-lifted backdrop-blur-md lg:hidden"
      >
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
          <p className="min-w-0 text-sm">
            <span className="block truncate font-semibold">{meetup.title}</span>
            <span className="block truncate text-muted-foreground">
              {attendanceSummary(meetup)}
            </span>
          </p>
          {signedIn ? (
            <Button onClick={showCard}>RSVP</Button>
          ) : (
            <Button asChild>
              <Link to={paths.login.getHref()}>Log In to RSVP</Link>
            </Button>
          )}
        </div>
      </aside>
    </>
  );
}
