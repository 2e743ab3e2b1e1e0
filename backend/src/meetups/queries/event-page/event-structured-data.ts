import { DEFAULT_DURATION_MS, type MeetupResponse } from '../../../contracts/meetups.js';
import { isoWithOffset } from '../../../contracts/local-time.js';

/** "Austin, TX 78746, USA" -> "Austin, TX 78746": structured data names the country once, as USA. */
export function withoutCountry(location: string): string {
  return location.replace(/,?\s*(USA|United States( of America)?)\s*$/i, '').trim();
}

const DEFAULT_CAPACITY = 20;

/**
 * schema.org Event for search engines (spec section 9): free, in USD, ending
 * two hours after the start when no end is known, in the USA, capacity 20
 * when unknown. Built from what a visitor may see, so the location is the
 * general area only.
 */
export function eventStructuredData(meetup: MeetupResponse, pageUrl: string): object {
  const start = new Date(meetup.date);
  const end = meetup.endTime
    ? new Date(meetup.endTime)
    : new Date(start.getTime() + DEFAULT_DURATION_MS);
  const area = withoutCountry(meetup.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: meetup.title,
    description: meetup.description,
    // With the place's offset, so the time reads as the one on the poster: 18:30-05:00.
    startDate: isoWithOffset(start.toISOString(), meetup.timeZone),
    endDate: isoWithOffset(end.toISOString(), meetup.timeZone),
    eventStatus:
      meetup.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: pageUrl,
    location: {
      '@type': 'Place',
      name: area,
      address: {
        '@type': 'PostalAddress',
        ...(meetup.city ? { addressLocality: meetup.city } : {}),
        ...(meetup.state ? { addressRegion: meetup.state } : {}),
        addressCountry: 'USA',
      },
    },
    organizer: { '@type': 'Organization', name: meetup.groupName ?? meetup.organizer },
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
      availability:
        meetup.placesLeft === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: pageUrl,
    },
    maximumAttendeeCapacity: meetup.maxAttendees ?? DEFAULT_CAPACITY,
    remainingAttendeeCapacity: meetup.placesLeft ?? undefined,
  };
}
