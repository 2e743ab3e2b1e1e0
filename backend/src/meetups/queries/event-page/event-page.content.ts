import { html, type SafeHtml } from '../../../http/html.js';
import { inFrame, type Frame } from '../../../http/first-screens.js';
import { serverFacts } from '../../../http/server-page.js';
import { eventFirstScreen } from './event-first-screen.js';
import { generalArea, meetupWhen } from './event-facts.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

function going(meetup: MeetupResponse): string {
  const count = meetup.currentAttendees + meetup.unregisteredAttendees;
  return meetup.maxAttendees === null
    ? `${count} going`
    : `${count} of ${meetup.maxAttendees} going`;
}

/**
 * The event page as a visitor may see it, for the first paint, crawlers and people without
 * JavaScript (the app replaces it when it starts): the page's top as the app renders it
 * (inside the app's frame when the build made one), then the key facts: start, general area,
 * group, organizer, how many are going.
 */
export function eventPageContent(
  meetup: MeetupResponse,
  frame: Frame | undefined,
  now = Date.now(),
): SafeHtml {
  return inFrame(
    frame,
    html`<div class="flex flex-col gap-6 sm:gap-8">
      ${eventFirstScreen(meetup, now)}
      ${serverFacts(
        html`<dl>
            <dt>When</dt>
            <dd><time datetime="${meetup.date}">${meetupWhen(meetup)}</time></dd>
            <dt>Where</dt>
            <dd>${generalArea(meetup)} (signed-in members see the exact place)</dd>
            ${
              meetup.groupName
                ? html`<dt>Group</dt>
                    <dd>${meetup.groupName}</dd>`
                : ''
            }
            <dt>Organizer</dt>
            <dd>
              ${
                meetup.organizerTrainer
                  ? html`<a href="/trainers/${encodeURIComponent(meetup.organizerTrainer)}"
                      >${meetup.organizer}</a
                    >`
                  : meetup.organizer
              }
            </dd>
            <dt>Going</dt>
            <dd>${going(meetup)}</dd>
          </dl>
          <p><a href="/login">Sign in</a> or <a href="/register">join PackMeet</a> to RSVP.</p>`,
      )}
    </div>`,
  );
}
