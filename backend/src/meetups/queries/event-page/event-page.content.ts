import { html, type SafeHtml } from '../../../http/html.js';
import { serverPage } from '../../../http/server-page.js';
import { generalArea, meetupWhen } from './event-facts.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

function going(meetup: MeetupResponse): string {
  const count = meetup.currentAttendees + meetup.unregisteredAttendees;
  return meetup.maxAttendees === null
    ? `${count} going`
    : `${count} of ${meetup.maxAttendees} going`;
}

/**
 * The event's key facts, as a visitor may see them, for crawlers and for
 * people without JavaScript (the app replaces them when it starts): title,
 * start, general area, group, organizer, how many are going, description.
 */
export function eventPageContent(meetup: MeetupResponse): SafeHtml {
  return serverPage(
    html`<article>
      <h1>${meetup.title}</h1>
      ${
        meetup.status === 'cancelled'
          ? html`<p>
              <strong>Cancelled</strong>${meetup.cancelReason ? html`: ${meetup.cancelReason}` : ''}
            </p>`
          : ''
      }
      <dl>
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
      <p>${meetup.description}</p>
      <p><a href="/login">Sign in</a> or <a href="/register">join PackMeet</a> to RSVP.</p>
    </article>`,
  );
}
