import type { StoredPackMeetEvent } from '@packmeet/backend/contracts/events';
import type { DocumentChange, ProjectionView } from '../projection.js';
import { defineProjection, remove, update, upsert } from '../projection.js';
import { meetupDayHandlers } from './meetup-day.handlers.js';
import {
  MEETUPS,
  MEETUP_HISTORY,
  RSVPS,
  VENUES,
  distanceOriginKey,
  type Attendance,
  type DogsGoing,
  type MeetupDocument,
  type RsvpDocument,
} from '@packmeet/backend/contracts/read-models';
import { placeTimeZone, zoneAfterChange } from '@packmeet/backend/contracts/time-zones';
import type { SizeClass } from '@packmeet/backend/contracts/dogs';

type RsvpStatus = RsvpDocument['status'];
const COUNTER: Record<RsvpStatus, keyof Attendance> = {
  going: 'going',
  maybe: 'maybe',
  not_going: 'notGoing',
  waitlisted: 'waitlisted',
};

const rsvpId = (meetupId: string, userId: string) => `${meetupId}:${userId}`;

/** What an event says of an answer's dogs: their ids, sizes by dog id and arrival slot. */
type DogsOfEvent = {
  dogIds: string[];
  dogSizes?: Record<string, SizeClass>;
  arrivalSlot?: number | null;
};

/** What an answer records of its dogs: their ids, sizes (as stored) and arrival slot. */
type DogsOfAnswer = Pick<RsvpDocument, 'dogIds' | 'dogSizes' | 'arrivalSlot'>;

/**
 * The size of each dog as the RSVP stores it: a list beside `dogIds`, absent
 * when none has one. Why not the event's record by dog id: each set of dog
 * ids as keys was its own hidden class in V8, per RSVP.
 */
function sizesBeside(
  dogIds: readonly string[],
  bySize: Readonly<Record<string, SizeClass>> | undefined,
): (SizeClass | null)[] | undefined {
  const sizes = dogIds.map((dogId) => bySize?.[dogId] ?? null);
  return sizes.some((size) => size !== null) ? sizes : undefined;
}

/** Adds (sign 1) or takes away (sign -1) the dogs of one answer going. */
function countDogs(going: Required<DogsGoing>, answer: DogsOfAnswer, sign: 1 | -1): void {
  going.total += sign * answer.dogIds.length;
  for (const size of answer.dogSizes ?? []) {
    if (size) going.bySize[size] = (going.bySize[size] ?? 0) + sign;
  }
  const slot = answer.arrivalSlot;
  if (slot !== null && slot !== undefined && answer.dogIds.length > 0)
    going.bySlot[slot] = (going.bySlot[slot] ?? 0) + sign * answer.dogIds.length;
}

/** The counts as stored: without zeros and empty maps; null when no dog goes (the field is absent). */
function storedDogsGoing({ total, bySize, bySlot }: Required<DogsGoing>): DogsGoing | null {
  const counted = <T extends Record<string, number | undefined>>(counts: T) =>
    Object.fromEntries(Object.entries(counts).filter(([, count]) => count !== 0)) as T;
  const sizes = counted(bySize);
  const slots = counted(bySlot);
  const [anySize, anySlot] = [Object.keys(sizes).length > 0, Object.keys(slots).length > 0];
  if (total === 0 && !anySize && !anySlot) return null;
  return { total, ...(anySize && { bySize: sizes }), ...(anySlot && { bySlot: slots }) };
}

/** Only the fields that hold something: `$set` them, `$unset` the others named. */
function setOrUnset(fields: Record<string, unknown>, optional: readonly string[]) {
  const absent = optional.filter((field) => fields[field] === undefined || fields[field] === null);
  const present = Object.fromEntries(
    Object.entries(fields).filter(([field]) => !absent.includes(field)),
  );
  return absent.length === 0
    ? { $set: present }
    : { $set: present, $unset: Object.fromEntries(absent.map((field) => [field, '' as const])) };
}

function historyEntry(
  event: StoredPackMeetEvent,
  meetup: Pick<MeetupDocument, 'unregisteredAttendees' | 'maxAttendees' | 'dogLimit' | 'dogsGoing'>,
  attendance: Attendance,
  subjectId: string | null,
  details: Record<string, unknown>,
): DocumentChange {
  const meetupId = (event.data as { meetupId: string }).meetupId;
  return upsert(MEETUP_HISTORY, `${meetupId}:${event.revision}`, {
    $set: {
      meetupId,
      revision: Number(event.revision),
      type: event.type,
      actorId: event.metadata.userId,
      subjectId,
      at: event.metadata.occurredAt,
      details,
      attendanceAfter: {
        ...attendance,
        unregistered: meetup.unregisteredAttendees,
        maxAttendees: meetup.maxAttendees,
        dogs: meetup.dogsGoing?.total ?? 0,
        dogLimit: meetup.dogLimit ?? null,
      },
    },
  });
}

/**
 * Moves one person's RSVP to `next` (null: no RSVP): their RSVP document,
 * the meetup's counts, and a history entry with the attendance after it.
 */
async function rsvpChange(
  event: StoredPackMeetEvent & { data: { meetupId: string; userId: string } },
  view: ProjectionView,
  next: ({ status: RsvpStatus } & Partial<DogsOfEvent>) | null,
  details: Record<string, unknown>,
): Promise<DocumentChange[]> {
  const { meetupId, userId } = event.data;
  const meetup = await view.findOne<MeetupDocument>(MEETUPS, { _id: meetupId });
  if (!meetup) return [];
  const previous = await view.findOne<RsvpDocument>(RSVPS, { _id: rsvpId(meetupId, userId) });
  const attendance = { ...meetup.attendance };
  if (previous) attendance[COUNTER[previous.status]] -= 1;
  if (next) attendance[COUNTER[next.status]] += 1;
  // A promotion or a change of status keeps the dogs and slot the answer had.
  const answer: DogsOfAnswer | null =
    next &&
    (next.dogIds
      ? {
          dogIds: next.dogIds,
          dogSizes: sizesBeside(next.dogIds, next.dogSizes),
          arrivalSlot: next.arrivalSlot ?? null,
        }
      : {
          dogIds: previous?.dogIds ?? [],
          dogSizes: previous?.dogSizes,
          arrivalSlot: previous?.arrivalSlot ?? null,
        });
  const counts = meetup.dogsGoing;
  const going = {
    total: counts?.total ?? 0,
    bySize: { ...counts?.bySize },
    bySlot: { ...counts?.bySlot },
  };
  if (previous?.status === 'going') countDogs(going, previous, -1);
  if (answer && next?.status === 'going') countDogs(going, answer, 1);
  const dogsGoing = storedDogsGoing(going);
  const at = event.metadata.occurredAt;
  const changes: DocumentChange[] = [
    update(
      MEETUPS,
      { _id: meetupId },
      setOrUnset({ attendance, dogsGoing, updatedAt: at }, ['dogsGoing']),
    ),
    historyEntry(event, { ...meetup, dogsGoing: dogsGoing ?? undefined }, attendance, userId, {
      ...details,
      ...(typeof answer?.arrivalSlot === 'number' ? { arrivalSlot: answer.arrivalSlot } : {}),
    }),
  ];
  if (next && answer) {
    const queuedAt =
      next.status !== 'waitlisted'
        ? null
        : previous?.status === 'waitlisted'
          ? previous.queuedAt
          : Number(event.revision);
    changes.push(
      upsert(
        RSVPS,
        rsvpId(meetupId, userId),
        setOrUnset(
          {
            meetupId,
            userId,
            status: next.status,
            ...answer,
            queuedAt,
            respondedAt: previous?.respondedAt ?? at,
            respondedRevision: previous?.respondedRevision ?? Number(event.revision),
            updatedAt: at,
          },
          ['dogSizes', 'arrivalSlot'],
        ),
      ),
    );
  } else {
    changes.push(remove(RSVPS, { _id: rsvpId(meetupId, userId) }));
  }
  return changes;
}

/** Meetups with live attendance counts, every RSVP, each meetup's audit trail, and venues by city. */
export const meetupsProjection = defineProjection({
  name: 'meetups',
  // 6: what holds nothing is absent: an RSVP's sizes (now a list beside dogIds) and slot, a
  // meetup's dogs going while none goes, and their counts by size and slot while zero.
  version: 6,
  collections: [MEETUPS, RSVPS, MEETUP_HISTORY, VENUES],
  indexes: [
    { collection: MEETUPS, spec: { keys: { slug: 1 }, unique: true } },
    { collection: MEETUPS, spec: { keys: { groupId: 1 } } },
    // A trainer's page lists the meetups they organize.
    { collection: MEETUPS, spec: { keys: { organizerId: 1 } } },
    { collection: RSVPS, spec: { keys: { meetupId: 1 } } },
    { collection: RSVPS, spec: { keys: { userId: 1 } } },
    // Playmates ask where given dogs are going (suggestions, search's filter, an event's line).
    { collection: RSVPS, spec: { keys: { dogIds: 1 } } },
    { collection: MEETUP_HISTORY, spec: { keys: { meetupId: 1 } } },
  ],
  handlers: {
    MeetupScheduled: (event) => {
      const { meetupId, ...meetup } = event.data;
      const at = event.metadata.occurredAt;
      const attendance: Attendance = { going: 0, maybe: 0, notGoing: 0, waitlisted: 0 };
      const changes = [
        upsert(MEETUPS, meetupId, {
          $set: {
            ...meetup,
            // Meetups scheduled before meetups had rules, and those without, have none.
            rules: meetup.rules ?? null,
            // Scheduled before zones were recorded: the zone of the place, as the decider sees it.
            timeZone: meetup.timeZone ?? placeTimeZone(meetup),
            attendance,
            status: 'scheduled',
            cancelReason: null,
            sequence: 0,
            revisedAt: at,
            createdAt: at,
            updatedAt: at,
          },
        }),
        historyEntry(event, meetup, attendance, null, {
          title: meetup.title,
          startsAt: meetup.startsAt,
        }),
      ];
      // One venue per group: who may be told of a place depends on whose meetups were held there.
      if (meetup.city && meetup.state && meetup.locationDisplay) {
        changes.push(
          upsert(
            VENUES,
            `${distanceOriginKey(meetup.city, meetup.state)}|${meetup.locationDisplay.trim().toLowerCase()}|${meetup.groupId ?? '-'}`,
            {
              $set: {
                groupId: meetup.groupId,
                city: meetup.city,
                state: meetup.state,
                name: meetup.locationDisplay.trim(),
                address: meetup.location,
                latitude: meetup.latitude,
                longitude: meetup.longitude,
                lastUsedAt: at,
              },
              $inc: { uses: 1 },
            },
          ),
        );
      }
      return changes;
    },

    MeetupUpdated: async (event, view) => {
      const meetup = await view.findOne<MeetupDocument>(MEETUPS, { _id: event.data.meetupId });
      if (!meetup) return [];
      const at = event.metadata.occurredAt;
      return [
        update(
          MEETUPS,
          { _id: meetup._id },
          {
            $set: {
              ...event.data.changes,
              timeZone: zoneAfterChange(meetup, event.data.changes),
              revisedAt: at,
              updatedAt: at,
            },
            $inc: { sequence: 1 },
          },
        ),
        historyEntry(event, { ...meetup, ...event.data.changes }, meetup.attendance, null, {
          changes: event.data.changes,
        }),
      ];
    },

    // Only the count: which clients were named stays with the trainer (trainer-clients projection).
    MeetupClientsSet: async (event, view) => {
      const meetup = await view.findOne<MeetupDocument>(MEETUPS, { _id: event.data.meetupId });
      if (!meetup) return [];
      const { unregisteredAttendees } = event.data;
      return [
        update(
          MEETUPS,
          { _id: meetup._id },
          { $set: { unregisteredAttendees, updatedAt: event.metadata.occurredAt } },
        ),
        historyEntry(event, { ...meetup, unregisteredAttendees }, meetup.attendance, null, {
          changes: { unregisteredAttendees },
        }),
      ];
    },

    MeetupCancelled: async (event, view) => {
      const meetup = await view.findOne<MeetupDocument>(MEETUPS, { _id: event.data.meetupId });
      if (!meetup) return [];
      return [
        update(
          MEETUPS,
          { _id: meetup._id },
          {
            $set: {
              status: 'cancelled',
              cancelReason: event.data.reason,
              revisedAt: event.metadata.occurredAt,
              updatedAt: event.metadata.occurredAt,
            },
            $inc: { sequence: 1 },
          },
        ),
        historyEntry(event, meetup, meetup.attendance, null, { reason: event.data.reason }),
      ];
    },

    RsvpSet: (event, view) =>
      rsvpChange(
        event,
        view,
        { ...event.data },
        { status: event.data.status, dogCount: event.data.dogIds.length },
      ),
    RsvpWaitlisted: (event, view) =>
      rsvpChange(
        event,
        view,
        { ...event.data, status: 'waitlisted' },
        { dogCount: event.data.dogIds.length },
      ),
    RsvpDogsChanged: async (event, view) => {
      const current = await view.findOne<RsvpDocument>(RSVPS, {
        _id: rsvpId(event.data.meetupId, event.data.userId),
      });
      if (!current) return [];
      return rsvpChange(
        event,
        view,
        { ...event.data, status: current.status },
        { dogCount: event.data.dogIds.length },
      );
    },
    WaitlistPromoted: (event, view) => rsvpChange(event, view, { status: 'going' }, {}),
    RsvpCleared: (event, view) => rsvpChange(event, view, null, {}),
    ...meetupDayHandlers(historyEntry),
  },
});
