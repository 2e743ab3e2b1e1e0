import { createHash } from 'node:crypto';

/** What a share card says: everything that changes its picture. */
export interface ShareCard {
  /** A small line above the title: what the page is ('Dog meetup', 'Cancelled', ...). */
  eyebrow: string;
  title: string;
  /** Up to three facts under the title: the date, the general area, the group. */
  lines: string[];
  /**
   * A photo beside the words: a public meetup's cover, chosen by its organizer
   * (a private group's photos are never on a card). `image` is a data URL.
   */
  photo?: { id: string; image: string };
}

/** Open Graph's recommended size (1.91:1), which every link preview crops well. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The site's own card, for the pages that are about PackMeet itself. */
export const SITE_CARD: ShareCard = {
  eyebrow: 'Free, always',
  title: 'Calm, safe dog meetups and groups near you',
  lines: ['Find a group, meet at the park, RSVP with your dogs'],
};

/** Bumped when the picture's layout changes, so every card's URL changes with it. */
const LAYOUT = 1;

/**
 * A short hash of the card's words and layout: the version its URL carries.
 * A changed meetup or city gets a new URL, so a fetched card never goes stale
 * and an unchanged one is never rendered twice.
 */
export function shareCardVersion(card: ShareCard): string {
  return createHash('sha256')
    .update(JSON.stringify([LAYOUT, card.eyebrow, card.title, card.lines, card.photo?.id ?? null]))
    .digest('base64url')
    .slice(0, 16);
}

/** The picture's words for screen readers and link previews' og:image:alt. */
export function shareCardAlt(card: ShareCard): string {
  return [`${card.eyebrow}: ${card.title}`, ...card.lines, 'PackMeet'].join('. ');
}

/**
 * Answers to a card request: a URL with the current version names a picture
 * that never changes; any other (an old version, or none) gets the current
 * picture for a short while.
 */
export function shareCardCacheControl(card: ShareCard, askedVersion: unknown): string {
  // A day, not a year: a group that turns private should not leave its cards in shared caches for long.
  return askedVersion === shareCardVersion(card)
    ? 'public, max-age=86400, immutable'
    : 'public, max-age=300';
}
