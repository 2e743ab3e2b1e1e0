import { escapeHtml, html, SafeHtml } from '../../../http/html.js';
import { badgeClass, buttonClass } from '../../../http/app-classes.js';
import { EVENT_HEADER_TEXT as TEXT } from '../../../contracts/first-screen.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

/** An icon's place (the app draws it): sized by its parent's classes, so nothing moves. */
const icon = (className?: string) =>
  className
    ? html`<svg aria-hidden="true" class="${className}"></svg>`
    : html`<svg aria-hidden="true"></svg>`;

/** Built as a string: its lines show as written (pre-line), so no formatter may indent it. */
const description = (text: string) =>
  new SafeHtml(
    `<p class="max-w-prose text-base leading-relaxed whitespace-pre-line text-sand-800">${escapeHtml(text)}</p>`,
  );

/**
 * The top of a visitor's event page as the app renders it (frontend/src/features/meetups/
 * components/event/event-header.tsx and event-view.tsx): badges, title, description, Share and
 * Join Group, and the cancelled banner. The app's render puts the same elements in its place.
 */
export function eventFirstScreen(meetup: MeetupResponse, now: number): SafeHtml {
  const upcoming = Date.parse(meetup.date) > now;
  const group = meetup.groupId && meetup.groupName ? meetup.groupName : null;
  return html`<header class="flex flex-col gap-4">
      <div class="flex flex-wrap items-center gap-2">
        ${
          upcoming
            ? html`<span class="${badgeClass.pine}">${icon()}${TEXT.upcoming}</span>`
            : html`<span class="${badgeClass.neutral}">${icon()}${TEXT.past}</span>`
        }
        ${
          group
            ? html`<span class="${badgeClass.lake} max-w-full"
                ><span class="truncate">${group}</span></span
              >`
            : ''
        }
        ${
          meetup.status === 'cancelled'
            ? html`<span class="${badgeClass.clay}">${icon()}${TEXT.cancelled}</span>`
            : ''
        }
      </div>
      <div class="flex flex-col gap-3">
        <h1 class="text-2xl font-extrabold break-words sm:text-4xl">${meetup.title}</h1>
        ${meetup.description ? description(meetup.description) : ''}
      </div>
      <div class="flex flex-wrap gap-2">
        <button type="button" class="${buttonClass.outline}">${icon()}${TEXT.share}</button>
        ${group ? html`<a class="${buttonClass.primary}" href="/register">${TEXT.joinGroup}</a>` : ''}
      </div>
    </header>
    ${
      meetup.status === 'cancelled'
        ? html`<div
            role="note"
            class="flex gap-3 rounded-card border border-clay-200 bg-clay-50 p-4 text-clay-900 sm:p-5"
          >
            ${icon('mt-0.5 size-5 shrink-0 text-clay-600')}
            <div class="flex flex-col gap-1">
              <p class="font-bold">${TEXT.cancelledNote}</p>
              ${meetup.cancelReason ? html`<p class="text-sm">${TEXT.reason(meetup.cancelReason)}</p>` : ''}
            </div>
          </div>`
        : ''
    }`;
}
