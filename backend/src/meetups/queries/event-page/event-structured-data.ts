import { DEFAULT_DURATION_MS, type MeetupResponse } from '../../../contracts/meetups.js';
import { generalArea, withoutCountry } from './event-facts.js';
import { isoWithOffset } from '../../../contracts/local-time.js';

export interface EventLinks {
  /** The event's canonical page. */
  page: string;
  /** Its share card. */
  image: string;
  /** The site's origin (PUBLIC_URL), for the organizer's page. */
  origin: string;
}

/**
 * "2100 Barton Springs Rd, Austin, TX 78746, USA" -> its street and ZIP code,
 * when the location is written the way the schedule form writes it.
 */
function streetAndZip(location: string): { streetAddress?: string; postalCode?: string } {
  const parts = withoutCountry(location).split(/,\s*/);
  const zip = /^[A-Z]{2}\s+(\d{5}(?:-\d{4})?)$/.exec(parts.at(-1) ?? '')?.[1];
  const street = parts.slice(0, -2).join(', ');
  return { ...(street ? { streetAddress: street } : {}), ...(zip ? { postalCode: zip } : {}) };
}

/**
 * The place: for a viewer who may see the exact location (`locationIsExact`),
 * its name, street and ZIP code; for a visitor only the general area (city
 * and state), as the page shows them.
 */
function place(meetup: MeetupResponse) {
  const area = generalArea(meetup);
  return {
    '@type': 'Place',
    name: meetup.locationIsExact
      ? (meetup.locationDisplay ?? withoutCountry(meetup.location))
      : area,
    address: {
      '@type': 'PostalAddress',
      ...(meetup.locationIsExact ? streetAndZip(meetup.location) : {}),
      ...(meetup.city ? { addressLocality: meetup.city } : {}),
      ...(meetup.state ? { addressRegion: meetup.state } : {}),
      addressCountry: 'US',
    },
  };
}

/**
 * schema.org Event for search engines (spec section 9): free, in USD, ending
 * two hours after the start when no end is known, in the USA. The capacity is
 * given only when there is one ('No limit' has none). The organizer is the
 * group, with its page; a meetup of no group names its organizer, with their
 * trainer page when they are a trainer (no one else has a public page).
 */
export function eventStructuredData(meetup: MeetupResponse, links: EventLinks): object {
  const start = new Date(meetup.date);
  const end = meetup.endTime
    ? new Date(meetup.endTime)
    : new Date(start.getTime() + DEFAULT_DURATION_MS);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: meetup.title,
    description: meetup.description,
    image: [links.image],
    // With the place's offset, so the time reads as the one on the poster: 18:30-05:00.
    startDate: isoWithOffset(start.toISOString(), meetup.timeZone),
    endDate: isoWithOffset(end.toISOString(), meetup.timeZone),
    eventStatus:
      meetup.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: links.page,
    location: place(meetup),
    organizer: meetup.groupId
      ? {
          '@type': 'Organization',
          name: meetup.groupName ?? meetup.organizer,
          url: `${links.origin}/groups/${encodeURIComponent(meetup.groupId)}`,
        }
      : {
          '@type': 'Person',
          name: meetup.organizer,
          ...(meetup.organizerTrainer
            ? { url: `${links.origin}/trainers/${encodeURIComponent(meetup.organizerTrainer)}` }
            : {}),
        },
    isAccessibleForFree: true,
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
      availability:
        meetup.placesLeft === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: links.page,
    },
    ...(meetup.maxAttendees === null
      ? {}
      : {
          maximumAttendeeCapacity: meetup.maxAttendees,
          remainingAttendeeCapacity: meetup.placesLeft ?? undefined,
        }),
  };
}
