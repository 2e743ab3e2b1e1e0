/*
 * Playmates on the wire: the marking window, the pair's stream key, and the
 * HTTP answers (docs/api.md, "Playmates"). Framework-free: backend,
 * projections and frontend share it.
 */

/** Marks may be made from a meetup's end until 7 days after it. */
export const PLAYMATE_MARK_WINDOW_MS = 7 * 24 * 3600_000;

/** The two dogs of a pair, sorted: the same pair whoever names it first. */
export function pairOf(dogId: string, otherDogId: string): [string, string] {
  return dogId < otherDogId ? [dogId, otherDogId] : [otherDogId, dogId];
}

/** The pair's key: its stream's suffix and its link document's `_id`. */
export const pairKey = (dogId: string, otherDogId: string): string =>
  pairOf(dogId, otherDogId).join('+');

/** A dog as playmates show it: id and name, nothing else. */
export interface PlaymateDog {
  id: string;
  name: string;
}

/** GET /api/dogs/{id}/playmates: the dog's playmates, for its owner only. */
export interface DogPlaymatesResponse {
  dogId: string;
  /** Whether playmates are on for this dog (off: not offered to others, none shown). */
  enabled: boolean;
  playmates: PlaymateDog[];
}

/** One of the caller's dogs that came to the meetup, and what it may be marked with. */
export interface PlayedWellDog {
  id: string;
  name: string;
  /** Whether playmates are on for it (off: it cannot mark). */
  enabled: boolean;
  /** The other dogs that came, offered to mark (blocked owners' and turned-off dogs left out). */
  others: (PlaymateDog & { marked: boolean })[];
}

/**
 * GET /api/meetups/{id}/played-well: for an owner whose dogs came, the dogs
 * they may mark and their own marks (private: nobody else reads them).
 */
export interface PlayedWellResponse {
  meetupId: string;
  /** Whether marking is open now: from the end of the meetup, for 7 days. */
  open: boolean;
  /** When marking closes (ISO). */
  closesAt: string;
  dogs: PlayedWellDog[];
}

/** GET /api/meetups/{id}/playmates-going: per dog of the caller, its playmates going. */
export interface PlaymatesGoingResponse {
  meetupId: string;
  /** Only the caller's dogs with at least one playmate going. */
  dogs: { id: string; name: string; playmates: PlaymateDog[] }[];
}

/** GET /api/playmates/meetups: upcoming meetups the caller may see where their dogs' playmates go. */
export interface PlaymateMeetupsResponse {
  meetups: {
    meetupId: string;
    title: string;
    startsAt: string;
    dogs: { id: string; name: string; playmates: PlaymateDog[] }[];
  }[];
}
