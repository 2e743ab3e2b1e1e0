import { html, type SafeHtml } from '../../../http/html.js';
import type { PageImage } from '../../../http/spa-shell.js';
import { serverFacts } from '../../../http/server-page.js';
import { inFrame, type Frame } from '../../../http/first-screens.js';
import { cityFirstScreen } from './city-first-screen.js';
import { meetupWhen } from '../../../meetups/index.js';
import {
  SHARE_CARD_SIZE,
  type ShareCard,
  shareCardAlt,
  shareCardVersion,
} from '../../../sharing/index.js';
import type { CitySummary } from '../../../contracts/locations.js';
import { demandSentence, startGroupHref } from '../../../contracts/demand.js';
import {
  activityProfileLabels,
  isKnownProfile,
  type ActivityProfile,
} from '../../../contracts/activities.js';

/** ", Parallel walk / low stimulation, Beginner" when known; nothing otherwise. */
const activityNote = (profile: ActivityProfile) =>
  isKnownProfile(profile) ? `, ${activityProfileLabels(profile).join(', ')}` : '';

/** An upcoming public meetup as the city page lists it. */
/** The city's next public meetups, as its summary keeps them. */
type CityMeetup = CitySummary['nextMeetups'][number];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function cityShareCard(summary: CitySummary): ShareCard {
  return {
    eyebrow: 'Local dog groups',
    title: `Dog Meetups in ${summary.city}, ${summary.state}`,
    lines: [
      `${plural(summary.totalGroups, 'group')} · ${plural(summary.totalMembers, 'dog owner')}`,
      'Calm, predictable meetups, free on PackMeet',
    ],
  };
}

export function cityShareImage(publicUrl: string, slug: string, summary: CitySummary): PageImage {
  const card = cityShareCard(summary);
  return {
    url: `${publicUrl}/og/city/${encodeURIComponent(slug)}.png?v=${shareCardVersion(card)}`,
    alt: shareCardAlt(card),
    ...SHARE_CARD_SIZE,
  };
}

/** schema.org ItemList of the city's upcoming public meetups, each linked to its event page. */
export function cityStructuredData(
  summary: CitySummary,
  meetups: CityMeetup[],
  links: { page: string; origin: string },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `Upcoming dog meetups in ${summary.city}, ${summary.state}`,
    url: links.page,
    numberOfItems: meetups.length,
    itemListElement: meetups.map((meetup, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${links.origin}/event/${encodeURIComponent(meetup.slug)}`,
      name: meetup.title,
    })),
  };
}

/**
 * The city's key facts for crawlers and people without JavaScript (the app
 * replaces them): its upcoming public meetups, linked, and its listed groups.
 */
export function cityPageContent(
  summary: CitySummary,
  description: string,
  meetups: CityMeetup[],
  frame: Frame | undefined,
): SafeHtml {
  return inFrame(
    frame,
    html`<div class="flex flex-col gap-10">
      ${cityFirstScreen(summary)} ${serverFacts(cityFacts(summary, description, meetups))}
    </div>`,
  );
}

function cityFacts(summary: CitySummary, description: string, meetups: CityMeetup[]): SafeHtml {
  const place = `${summary.city}, ${summary.state}`;
  return html`<h2>Dog Meetups in ${place}</h2>
    <p>${description}</p>
    <h2>Upcoming meetups in ${summary.city}</h2>
    ${
      meetups.length
        ? html`<ul>
            ${meetups.map(
              (meetup) =>
                html`<li>
                  <a href="/event/${encodeURIComponent(meetup.slug)}">${meetup.title}</a>,
                  <time datetime="${meetup.date}">${meetupWhen(meetup)}</time
                  >${activityNote(meetup)}
                </li>`,
            )}
          </ul>`
        : html`<p>No public meetups are scheduled yet.</p>`
    }
    <h2>Dog groups in ${place}</h2>
    <ul>
      ${summary.groups.map(
        (entry) =>
          html`<li>
            ${entry.group.name} (${plural(entry.memberCount, 'member')})${activityNote(entry)}
          </li>`,
      )}
    </ul>
    ${summary.demand.map(
      (line) =>
        html`<p>
          ${demandSentence(line, summary.city)} -
          <a href="${startGroupHref(summary.city, summary.state, line.activity)}">start one</a>
        </p>`,
    )}`;
}
