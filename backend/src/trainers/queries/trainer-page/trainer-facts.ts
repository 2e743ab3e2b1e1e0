import { ACTIVITY_LABELS } from '../../../contracts/activities.js';
import type { TrainerPageResponse } from '../../../contracts/trainers.js';
import { html, type SafeHtml } from '../../../http/html.js';
import { serverPage } from '../../../http/server-page.js';
import { meetupWhen } from '../../../meetups/index.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The trainer page's title and description, the same words the app sets. */
export function trainerHead(trainer: TrainerPageResponse): { title: string; description: string } {
  const name = `${trainer.firstName} ${trainer.lastName}`;
  const activities = trainer.activities.map((activity) => ACTIVITY_LABELS[activity].toLowerCase());
  return {
    title: `${name}, dog trainer in ${trainer.city}, ${trainer.state} · PackMeet`,
    description:
      `${name} is a dog trainer in ${trainer.city}, ${trainer.state}` +
      (activities.length ? ` running ${activities.join(', ')}` : '') +
      `. ${plural(trainer.meetups.length, 'upcoming meetup')} on PackMeet.`,
  };
}

/** schema.org Person with the trainer's upcoming public meetups as events. */
export function trainerStructuredData(trainer: TrainerPageResponse, origin: string, page: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: `${trainer.firstName} ${trainer.lastName}`,
    jobTitle: 'Dog trainer',
    url: page,
    ...(trainer.trainerBio ? { description: trainer.trainerBio } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: trainer.city,
      addressRegion: trainer.state,
      addressCountry: 'US',
    },
    performerIn: trainer.meetups.map((meetup) => ({
      '@type': 'Event',
      name: meetup.title,
      startDate: meetup.date,
      url: `${origin}/event/${encodeURIComponent(meetup.slug)}`,
    })),
  };
}

/** The trainer's key facts for crawlers and people without JavaScript (the app replaces them). */
export function trainerPageContent(trainer: TrainerPageResponse): SafeHtml {
  const name = `${trainer.firstName} ${trainer.lastName}`;
  return serverPage(
    html`<h1>${name}</h1>
      <p>Dog trainer in ${trainer.city}, ${trainer.state}</p>
      ${trainer.trainerBio ? html`<p>${trainer.trainerBio}</p>` : ''}
      ${
        trainer.activities.length
          ? html`<p>Activities: ${trainer.activities.map((a) => ACTIVITY_LABELS[a]).join(', ')}</p>`
          : ''
      }
      <h2>Upcoming meetups</h2>
      ${
        trainer.meetups.length
          ? html`<ul>
              ${trainer.meetups.map(
                (meetup) =>
                  html`<li>
                    <a href="/event/${encodeURIComponent(meetup.slug)}">${meetup.title}</a>,
                    <time datetime="${meetup.date}">${meetupWhen(meetup)}</time>, ${meetup.area}
                  </li>`,
              )}
            </ul>`
          : html`<p>No public meetups are scheduled yet.</p>`
      }
      <h2>Groups</h2>
      ${
        trainer.groups.length
          ? html`<ul>
              ${trainer.groups.map(
                (group) => html`<li>${group.name} (${plural(group.memberCount, 'member')})</li>`,
              )}
            </ul>`
          : html`<p>No public groups.</p>`
      }`,
  );
}
