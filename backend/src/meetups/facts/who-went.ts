import { dayRecord } from '../domain/meetup-day.state.js';
import type { MeetupState } from '../domain/meetup.state.js';

/*
 * Who went to a meetup, as other modules' rules ask (an album takes photos
 * from those who went): checked in by an organizer, or going when it started
 * (answers close at the start) and not recorded as a no-show.
 */

export function wentTo(meetup: MeetupState, userId: string): boolean {
  if (meetup.status === 'none') return false;
  const record = dayRecord(meetup, userId);
  if (record.checkedIn) return true;
  return meetup.attendees.get(userId)?.status === 'going' && !record.noShow;
}

/**
 * The dogs of those who went, with their owners: those they were checked in
 * with, or those of their RSVP. Broader than `dogsThatCame` (playmates), which
 * also asks that the owner said they arrived: a photo may show any dog there.
 */
export function dogsOfThoseWhoWent(meetup: MeetupState): Map<string, string> {
  const dogs = new Map<string, string>();
  if (meetup.status === 'none') return dogs;
  for (const [userId, attendee] of meetup.attendees) {
    if (!wentTo(meetup, userId)) continue;
    const record = dayRecord(meetup, userId);
    for (const dogId of record.checkedIn ? record.checkedInDogIds : attendee.dogIds)
      dogs.set(dogId, userId);
  }
  return dogs;
}
