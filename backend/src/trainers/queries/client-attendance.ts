import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import type { AttendanceOutcome } from '../../contracts/meetup-day.js';
import { MEETUPS } from '../../contracts/read-models.js';
import { CLIENT_ATTENDANCE } from '../../contracts/trainers.js';

/**
 * The meetups someone came to as a trainer's client, once their client record
 * was linked to their account: each one that has ended and was not cancelled
 * counts as attended, recorded at its end (docs/adr/019). Shaped as the
 * attendance records the organizers' check-ins make, to be listed with them.
 */
export async function clientAttendance(
  store: DocumentStore,
  filter: { userId: string } | { clientId: string },
  now: Date,
): Promise<{ meetupId: string; outcome: AttendanceOutcome; recordedAt: string }[]> {
  const named = await store
    .collection(CLIENT_ATTENDANCE)
    .find(filter, { projection: { meetupId: 1 } });
  if (named.length === 0) return [];
  const ended = await store.collection(MEETUPS).find(
    {
      _id: { $in: [...new Set(named.map((entry) => entry.meetupId))] },
      status: 'scheduled',
      endsAt: { $lte: now.toISOString() },
    },
    { projection: { endsAt: 1 } },
  );
  return ended.map((meetup) => ({
    meetupId: meetup._id,
    outcome: 'attended' as const,
    recordedAt: meetup.endsAt,
  }));
}
