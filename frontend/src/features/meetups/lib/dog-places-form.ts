import { SIZE_CLASSES, type SizeClass } from '@packmeet/backend/contracts/dogs';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import type { ScheduleMeetupBody } from '@packmeet/backend/contracts/requests/schedule-meetup.request';

/** The schedule and edit forms' dog places, calm format and arrival slots, as the inputs hold them. */
export interface DogPlacesValues {
  /** Empty: dogs are not counted. */
  dogLimit: string;
  /** Per size class; empty: no limit for that size. */
  sizeLimits: Record<SizeClass, string>;
  calm: boolean;
  /** Both empty: no arrival slots. */
  slotMinutes: string;
  dogsPerSlot: string;
}

const text = (value: number | null | undefined) => (value ? String(value) : '');

export function dogPlacesValuesOf(meetup: MeetupResponse | null): DogPlacesValues {
  return {
    dogLimit: text(meetup?.dogLimit),
    sizeLimits: Object.fromEntries(
      SIZE_CLASSES.map((size) => [size, text(meetup?.sizeLimits[size])]),
    ) as Record<SizeClass, string>,
    calm: meetup?.calm ?? false,
    slotMinutes: text(meetup?.arrivalSlots?.everyMinutes),
    dogsPerSlot: text(meetup?.arrivalSlots?.dogsPerSlot),
  };
}

type DogPlacesBody = Pick<ScheduleMeetupBody, 'dogLimit' | 'sizeLimits' | 'calm' | 'arrivalSlots'>;

/**
 * What is sent. Editing sends every field, so that emptying one lifts its limit; scheduling
 * only those set. The server checks the numbers.
 */
export function toDogPlacesBody(values: DogPlacesValues, { editing }: { editing: boolean }) {
  const body = allDogPlaces(values);
  if (editing) return body;
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => value !== null && value !== false && JSON.stringify(value) !== '{}',
    ),
  ) as DogPlacesBody;
}

function allDogPlaces(values: DogPlacesValues): DogPlacesBody {
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  const slotsSet = values.calm && (values.slotMinutes !== '' || values.dogsPerSlot !== '');
  return {
    dogLimit: number(values.dogLimit),
    sizeLimits: Object.fromEntries(
      SIZE_CLASSES.flatMap((size) => {
        const limit = number(values.sizeLimits[size]);
        return limit === null ? [] : [[size, limit]];
      }),
    ),
    calm: values.calm,
    arrivalSlots: slotsSet
      ? { everyMinutes: Number(values.slotMinutes), dogsPerSlot: Number(values.dogsPerSlot) }
      : null,
  };
}
