import type { MeetupState } from '../domain/meetup.state.js';
import { dayRecord } from '../domain/meetup-day.state.js';

/**
 * The dogs that came to a meetup, with their owners: those checked in with
 * their owner, or of an owner going who said they arrived (and was not
 * recorded as a no-show). The day's own notes judge "came" the same way.
 */
export function dogsThatCame(meetup: MeetupState): Map<string, string> {
  const dogs = new Map<string, string>();
  if (meetup.status === 'none') return dogs;
  for (const [userId, attendee] of meetup.attendees) {
    if (attendee.status !== 'going') continue;
    const record = dayRecord(meetup, userId);
    const arrived =
      record.checkedIn || record.status === 'arrived' || record.status === 'left_early';
    if (!arrived || record.noShow) continue;
    for (const dogId of record.checkedIn ? record.checkedInDogIds : attendee.dogIds)
      dogs.set(dogId, userId);
  }
  return dogs;
}
