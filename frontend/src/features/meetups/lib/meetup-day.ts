import {
  boardPlace,
  dayWindow,
  type BoardPlace,
  type DayCounts,
} from '@packmeet/backend/contracts/meetup-day';
import type {
  ArrivalSlot,
  AttendeeResponse,
  MeetupResponse,
} from '@packmeet/backend/contracts/meetups';
import { useEffect, useState } from 'react';

export type DayPhase = 'before' | 'live' | 'after';

/** Where the meetup's day stands: statuses are taken from an hour before the start to the end. */
export function dayPhase(meetup: Pick<MeetupResponse, 'date' | 'endTime'>, now: number): DayPhase {
  const { opensAt, closesAt } = dayWindow(meetup.date, meetup.endTime);
  if (now < opensAt) return 'before';
  return now <= closesAt ? 'live' : 'after';
}

/** The clock, ticking every `everyMs`: the board opens and closes without a reload. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The people going, by where they stand on the board (those who said nothing are left out). */
export function byBoardPlace(
  attendees: readonly AttendeeResponse[],
): Record<BoardPlace, AttendeeResponse[]> {
  const places: Record<BoardPlace, AttendeeResponse[]> = {
    arrived: [],
    on_my_way: [],
    running_late: [],
    left_early: [],
  };
  for (const attendee of attendees) {
    if (attendee.rsvpStatus !== 'going' || !attendee.day) continue;
    const place = boardPlace(attendee.day);
    if (place) places[place].push(attendee);
  }
  return places;
}

export const BOARD_HEADINGS: Record<BoardPlace, string> = {
  arrived: 'Arrived',
  on_my_way: 'On the way',
  running_late: 'Running late',
  left_early: 'Left early',
};

/** "2 arrived · 1 on the way": all a visitor is told of the day. */
export function dayCountsText(counts: DayCounts): string {
  const parts = [
    [counts.arrived, 'arrived'],
    [counts.onMyWay, 'on the way'],
    [counts.runningLate, 'running late'],
    [counts.leftEarly, 'left early'],
  ] as const;
  const said = parts.filter(([count]) => count > 0).map(([count, words]) => `${count} ${words}`);
  return said.length > 0 ? said.join(' · ') : 'Nobody has checked in yet.';
}

/** The first arrival slot still to start; null when there are none or all have started. */
export function nextArrivalSlot(slots: readonly ArrivalSlot[], now: number): ArrivalSlot | null {
  return slots.find((slot) => Date.parse(slot.at) > now) ?? null;
}

/** 'Juniper (Rosa)': the dogs of people going whose owners asked others to keep their distance. */
export function dogsNeedingSpace(attendees: readonly AttendeeResponse[]): string[] {
  return attendees
    .filter((attendee) => attendee.rsvpStatus === 'going')
    .flatMap((attendee) =>
      attendee.dogs
        .filter((dog) => dog.needsSpace)
        .map((dog) => `${dog.name} (${attendee.user.firstName})`),
    );
}

/** The dogs of people going who picked `offset`: who arrives in that slot. */
export function dogsInSlot(attendees: readonly AttendeeResponse[], offset: number): string[] {
  return attendees
    .filter((attendee) => attendee.rsvpStatus === 'going' && attendee.arrivalSlot === offset)
    .flatMap((attendee) => attendee.dogs.map((dog) => dog.name));
}
