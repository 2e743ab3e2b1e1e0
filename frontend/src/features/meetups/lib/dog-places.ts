import { SIZE_CLASSES } from '@packmeet/backend/contracts/dogs';
import type { ArrivalSlot, MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { formatLocalTime } from '@packmeet/backend/contracts/local-time';

const places = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Dog places left, where the meetup counts them: '3 of 20 dog places left · 1 large left';
 * null for a meetup that counts people only.
 */
export function dogPlacesText(
  meetup: Pick<MeetupResponse, 'dogLimit' | 'dogPlacesLeft' | 'sizePlacesLeft'>,
): string | null {
  const parts: string[] = [];
  if (meetup.dogLimit !== null && meetup.dogPlacesLeft !== null)
    parts.push(`${meetup.dogPlacesLeft} of ${places(meetup.dogLimit, 'dog place')} left`);
  for (const size of SIZE_CLASSES) {
    const left = meetup.sizePlacesLeft[size];
    if (left !== undefined) parts.push(`${left} ${size} left`);
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** 'Arrivals every 15 min, 2 dogs per slot'; null without slots. */
export function arrivalPlanText(meetup: Pick<MeetupResponse, 'arrivalSlots'>): string | null {
  const plan = meetup.arrivalSlots;
  return plan
    ? `Arrivals every ${plan.everyMinutes} min, ${places(plan.dogsPerSlot, 'dog')} per slot`
    : null;
}

/** '6:15 PM (1 dog place left)', at the meetup's place, as the slot picker lists a slot. */
export function slotLabel(slot: ArrivalSlot, timeZone: string): string {
  return `${formatLocalTime(slot.at, timeZone)} (${slot.placesLeft > 0 ? `${places(slot.placesLeft, 'dog place')} left` : 'full'})`;
}
