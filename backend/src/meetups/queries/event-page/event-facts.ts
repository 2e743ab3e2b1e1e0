import {
  SHARE_CARD_SIZE,
  type ShareCard,
  shareCardAlt,
  shareCardVersion,
} from '../../../sharing/index.js';
import type { PageImage } from '../../../http/spa-shell.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';
import { formatMeetupStart } from '../../../contracts/local-time.js';

/** "Austin, TX 78746, USA" -> "Austin, TX 78746": structured data names the country once, as USA. */
export function withoutCountry(location: string): string {
  return location.replace(/,?\s*(USA|United States( of America)?)\s*$/i, '').trim();
}

/**
 * The general area anyone may see, "Austin, TX": the meetup's city, or its
 * visitor's location without the country and ZIP code.
 */
export function generalArea(meetup: Pick<MeetupResponse, 'city' | 'state' | 'location'>): string {
  if (meetup.city && meetup.state) return `${meetup.city}, ${meetup.state}`;
  return withoutCountry(meetup.location).replace(/\s+\d{5}(-\d{4})?$/, '');
}

/** The start at the meetup's place, as pages, previews and cards show it: "Sat, Dec 5, 6:30 PM EST". */
export function meetupWhen(meetup: Pick<MeetupResponse, 'date' | 'timeZone'>): string {
  return formatMeetupStart(meetup.date, meetup.timeZone);
}

/** What a meetup's share card says: never more than a visitor may see. */
export function eventShareCard(meetup: MeetupResponse): ShareCard {
  const area = generalArea(meetup);
  return {
    eyebrow: meetup.status === 'cancelled' ? 'Cancelled' : 'Dog meetup',
    title: meetup.title,
    lines: [meetupWhen(meetup), meetup.groupName ? `${area} · ${meetup.groupName}` : area],
  };
}

/** The share card as a page links it: its URL carries the card's version. */
export function eventShareImage(publicUrl: string, meetup: MeetupResponse): PageImage {
  const card = eventShareCard(meetup);
  return {
    url: `${publicUrl}/og/event/${encodeURIComponent(meetup.id)}.png?v=${shareCardVersion(card)}`,
    alt: shareCardAlt(card),
    ...SHARE_CARD_SIZE,
  };
}
