import type { SizeClass } from '../../contracts/dogs.js';
import type { MeetupDetails } from '../../contracts/events/meetup.events.js';
import { arrivalSlotOffsets } from '../../contracts/meetups.js';

/*
 * Places, counted per person, per dog, per size class and per arrival slot:
 * what an answer asks for, what is taken, and whether one more answer fits.
 * Pure arithmetic on small maps, shared by the fold and the decisions.
 */

/** What one person going takes: a people place, a place per dog, and their dogs' slot places. */
export interface Demand {
  dogs: number;
  /** The size classes of the dogs that have one (one entry per dog). */
  sizes: readonly SizeClass[];
  /** Minutes after the start; null: no slot. */
  slot: number | null;
}

/** Places taken by everyone going (people counts the trainer's private members too). */
export interface Taken {
  people: number;
  dogs: number;
  sizes: Map<SizeClass, number>;
  slots: Map<number, number>;
}

/** Whether an optional limit is set (absent in older events, null when lifted). */
export const isSet = (limit: number | null | undefined): limit is number =>
  limit !== null && limit !== undefined;

export const emptyTaken = (): Taken => ({ people: 0, dogs: 0, sizes: new Map(), slots: new Map() });

export const copyTaken = (taken: Taken): Taken => ({
  people: taken.people,
  dogs: taken.dogs,
  sizes: new Map(taken.sizes),
  slots: new Map(taken.slots),
});

const bump = <K>(map: Map<K, number>, key: K, by: number) => {
  const next = (map.get(key) ?? 0) + by;
  if (next === 0) map.delete(key);
  else map.set(key, next);
};

/** Adds (sign 1) or takes away (sign -1) one person's places, in place. */
export function count(taken: Taken, demand: Demand, sign: 1 | -1): Taken {
  taken.people += sign;
  taken.dogs += sign * demand.dogs;
  for (const size of demand.sizes) bump(taken.sizes, size, sign);
  if (demand.slot !== null && demand.dogs > 0) bump(taken.slots, demand.slot, sign * demand.dogs);
  return taken;
}

/** The dogs' size classes, one per dog that has one, from an RSVP's recorded sizes. */
export const sizesOf = (
  dogIds: readonly string[],
  dogSizes: Readonly<Record<string, SizeClass>> | undefined,
): SizeClass[] => dogIds.flatMap((dogId) => dogSizes?.[dogId] ?? []);

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
/** "There is 1 large dog place left for your dogs." */
const left = (count: number, noun: string, where = '') =>
  `There ${count === 1 ? 'is' : 'are'} ${plural(Math.max(0, count), noun)} left${where} for your dogs.`;

/** The slots a meetup offers, in minutes after its start (none without a plan). */
export const slotOffsets = (details: MeetupDetails): number[] =>
  arrivalSlotOffsets(details.startsAt, details.endsAt, details.arrivalSlots);

/**
 * Why `demand` does not fit beside `taken` under the meetup's limits, in
 * words for the person asking; null when it fits.
 */
export function shortage(taken: Taken, demand: Demand, details: MeetupDetails): string | null {
  const { maxAttendees, unregisteredAttendees, dogLimit, sizeLimits, arrivalSlots } = details;
  if (isSet(maxAttendees) && taken.people + unregisteredAttendees + 1 > maxAttendees)
    return 'There are no places left.';
  if (isSet(dogLimit) && taken.dogs + demand.dogs > dogLimit) {
    return left(dogLimit - taken.dogs, 'dog place');
  }
  for (const [size, limit] of Object.entries(sizeLimits ?? {}) as [SizeClass, number][]) {
    const asked = demand.sizes.filter((each) => each === size).length;
    const free = limit - (taken.sizes.get(size) ?? 0);
    if (asked > free) return left(free, `${size} dog place`);
  }
  if (arrivalSlots && demand.slot !== null && demand.dogs > 0) {
    const free = arrivalSlots.dogsPerSlot - (taken.slots.get(demand.slot) ?? 0);
    if (demand.dogs > free) return left(free, 'dog place', ' in that slot');
  }
  return null;
}

/** Why `demand` could never fit, even in an empty meetup; null when it could. */
export function neverFits(demand: Demand, details: MeetupDetails): string | null {
  const { dogLimit, sizeLimits, arrivalSlots } = details;
  if (isSet(dogLimit) && demand.dogs > dogLimit)
    return `This meetup takes at most ${plural(dogLimit, 'dog')} in all.`;
  for (const [size, limit] of Object.entries(sizeLimits ?? {}) as [SizeClass, number][]) {
    if (demand.sizes.filter((each) => each === size).length > limit)
      return `This meetup takes at most ${plural(limit, `${size} dog`)} in all.`;
  }
  if (arrivalSlots && demand.dogs > arrivalSlots.dogsPerSlot)
    return `Each arrival slot takes at most ${plural(arrivalSlots.dogsPerSlot, 'dog')}.`;
  return null;
}

/**
 * Whether limits changed by the organizer leave out anyone already going: a
 * change may not make any count exceed its limit more than before. The
 * message names the first limit that would be exceeded; null: all fit.
 */
export function limitsExceeded(
  taken: Taken,
  before: MeetupDetails,
  after: MeetupDetails,
): string | null {
  // Over by more than before: a meetup already over a limit may still change what does not add to it.
  const over = (count: number, limit: number | null | undefined, was: number | null | undefined) =>
    isSet(limit) && count - limit > (!isSet(was) ? 0 : Math.max(0, count - was));
  if (over(taken.dogs, after.dogLimit, before.dogLimit))
    return `${plural(taken.dogs, 'dog')} are already going: the dog limit cannot be below that.`;
  for (const [size, count] of taken.sizes) {
    if (over(count, after.sizeLimits?.[size], before.sizeLimits?.[size]))
      return `${plural(count, `${size} dog`)} are already going: their limit cannot be below that.`;
  }
  const offsets = new Set(slotOffsets(after));
  for (const [slot, count] of taken.slots) {
    if (!after.arrivalSlots) break;
    if (!offsets.has(slot) || count > after.arrivalSlots.dogsPerSlot)
      return 'Dogs already going picked arrival slots these slots would leave out or overfill.';
  }
  return null;
}
