import { canActOnMeetup } from '../../../contracts/access-policy.js';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  GROUP_MEMBERS,
  MEETUP_HISTORY,
  type MeetupHistoryDocument,
} from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { displayName } from '../../../accounts/index.js';
import { usersById } from '../../../groups/index.js';
import { forbidden } from '../../../shared/errors.js';
import { MeetupReader } from '../meetup-reader.js';
import { GetMeetupHistory } from './meetup-history.query.js';
import { dayAsOf, daySentence } from './day-history.js';
import type {
  HistoryEntry,
  HistoryPerson,
  MeetupHistoryResponse,
} from '../../../contracts/meetups.js';

const FIELD_NAMES: Record<string, string> = {
  title: 'the title',
  description: 'the description',
  location: 'the place',
  locationDisplay: 'the place',
  startsAt: 'the start time',
  endsAt: 'the end time',
  maxAttendees: 'the number of places',
  parkType: 'the park type',
  unregisteredAttendees: 'the private members',
  latitude: 'the place',
  longitude: 'the place',
  rules: 'the meetup’s rules',
  dogLimit: 'the dog places',
  sizeLimits: 'the places per size',
  calm: 'the calm format',
  arrivalSlots: 'the arrival slots',
};

/** The slot an answer picked, in words: "arriving 20 minutes after the start". */
function arriving(slot: unknown): string {
  if (typeof slot !== 'number') return '';
  return slot === 0 ? ', arriving at the start' : `, arriving ${slot} minutes after the start`;
}

function sentence(entry: MeetupHistoryDocument, actor: string, subject: string): string {
  const dogs = (count: unknown) =>
    typeof count === 'number' && count > 0 ? ` with ${count} dog${count === 1 ? '' : 's'}` : '';
  switch (entry.type) {
    case 'MeetupScheduled':
      return `${actor} scheduled the meetup.`;
    case 'MeetupUpdated': {
      const fields = [
        ...new Set(
          Object.keys((entry.details.changes as object) ?? {})
            // The zone goes with every change of time or place: it follows the place.
            .filter((field) => field !== 'timeZone')
            .map((field) => FIELD_NAMES[field] ?? field),
        ),
      ];
      return `${actor} changed ${fields.join(', ') || 'the meetup'}.`;
    }
    case 'MeetupClientsSet':
      return `${actor} changed the clients coming: ${String((entry.details.changes as { unregisteredAttendees?: number })?.unregisteredAttendees ?? 0)} private members now.`;
    case 'MeetupCancelled':
      return `${actor} cancelled the meetup${entry.details.reason ? `: ${String(entry.details.reason)}` : '.'}`;
    case 'RsvpSet': {
      const status = entry.details.status;
      if (status === 'going')
        return `${subject} is going${dogs(entry.details.dogCount)}${arriving(entry.details.arrivalSlot)}.`;
      if (status === 'maybe') return `${subject} might come.`;
      return `${subject} is not going.`;
    }
    case 'RsvpWaitlisted':
      return `${subject} joined the waitlist${dogs(entry.details.dogCount)}${arriving(entry.details.arrivalSlot)}: the meetup was full.`;
    case 'RsvpDogsChanged':
      return `${subject} changed their dogs: now${dogs(entry.details.dogCount) || ' with no dogs'}${arriving(entry.details.arrivalSlot)}.`;
    case 'WaitlistPromoted':
      return `${subject} got a place from the waitlist.`;
    case 'RsvpCleared':
      // Someone else: an organizer who removed the member from the group.
      return entry.actorId !== null && entry.actorId !== entry.subjectId
        ? `${actor} withdrew ${subject}’s RSVP.`
        : `${subject} withdrew their RSVP.`;
    default:
      return daySentence(entry, actor, subject) ?? `${entry.type}.`;
  }
}

@QueryHandler(GetMeetupHistory)
export class GetMeetupHistoryHandler implements IQueryHandler<GetMeetupHistory> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({
    meetupId,
    viewer,
    at,
    take,
    after,
  }: GetMeetupHistory): Promise<MeetupHistoryResponse> {
    const meetup = await this.meetups.find({ _id: meetupId }, viewer, { audit: true });
    // Those who run the group now (owner, co-organizers), not whoever once created it.
    const membership = meetup.groupId
      ? await this.store
          .collection(GROUP_MEMBERS)
          .findOne({ _id: `${meetup.groupId}:${viewer.id}` })
      : null;
    const mayAudit = canActOnMeetup(
      'audit',
      { organizerId: meetup.organizerId, group: null },
      {
        userId: viewer.id,
        isAdmin: viewer.isAdmin,
        isMember: membership !== null,
        role: membership?.role,
      },
    );
    if (!mayAudit) {
      throw forbidden(
        'MEETUPS.HISTORY_ORGANIZERS_ONLY',
        "Only the meetup's organizer, the group's organizers or an administrator can see its history.",
      );
    }

    const history = this.store.collection(MEETUP_HISTORY);
    const [documents, upToAt] = await Promise.all([
      history.find(
        { meetupId, ...(after !== undefined && { revision: { $gt: after } }) },
        { sort: { revision: 1 }, limit: take },
      ),
      // The moment's fold needs every entry up to it, whichever page is asked for.
      at ? history.find({ meetupId }, { sort: { revision: 1 } }) : Promise.resolve([]),
    ]);
    const entries = await this.entriesOf(documents);
    const asOf = at ? stateAsOf(await this.entriesOf(upToAt), at, detailsOf(upToAt)) : null;
    return { meetupId, entries, asOf };
  }

  /** The entries as people read them: names joined in, a sentence each. */
  private async entriesOf(documents: MeetupHistoryDocument[]): Promise<HistoryEntry[]> {
    const people = await usersById(
      this.store,
      documents.flatMap((entry) =>
        [entry.actorId, entry.subjectId].filter((id): id is string => id !== null),
      ),
    );
    const person = (id: string | null): HistoryPerson | null => {
      if (!id) return null;
      const user = people.get(id);
      return { id, displayName: user ? displayName(user) : 'A former member' };
    };
    return documents.map((entry) => {
      const actor = person(entry.actorId);
      const subject = person(entry.subjectId);
      return {
        revision: entry.revision,
        type: entry.type,
        at: entry.at,
        actor,
        subject,
        sentence: sentence(
          entry,
          actor?.displayName ?? 'PackMeet',
          subject?.displayName ?? 'Someone',
        ),
        ...rsvpStatusOf(entry),
        ...placesOf(entry),
        attendanceAfter: entry.attendanceAfter,
      };
    });
  }
}

const detailsOf = (documents: MeetupHistoryDocument[]) =>
  new Map(documents.map((entry) => [entry.revision, entry.details]));

/** The dogs and slot an RSVP entry recorded, for the organizer's view of places. */
function placesOf(entry: MeetupHistoryDocument): Pick<HistoryEntry, 'dogCount' | 'arrivalSlot'> {
  if (typeof entry.details.dogCount !== 'number') return {};
  const slot = entry.details.arrivalSlot;
  return { dogCount: entry.details.dogCount, arrivalSlot: typeof slot === 'number' ? slot : null };
}

function rsvpStatusOf(entry: MeetupHistoryDocument): Pick<HistoryEntry, 'rsvpStatus'> {
  switch (entry.type) {
    case 'RsvpSet':
      return { rsvpStatus: entry.details.status as 'going' | 'maybe' | 'not_going' };
    case 'RsvpWaitlisted':
      return { rsvpStatus: 'waitlisted' };
    case 'WaitlistPromoted':
      return { rsvpStatus: 'going' };
    case 'RsvpCleared':
      return { rsvpStatus: null };
    default:
      return {};
  }
}

/** Fold the history up to a moment: who was going and who was waiting then. */
function stateAsOf(
  entries: HistoryEntry[],
  at: Date,
  details: ReadonlyMap<number, Record<string, unknown>>,
): NonNullable<MeetupHistoryResponse['asOf']> {
  const upTo = entries.filter((entry) => Date.parse(entry.at) <= at.getTime());
  // Insertion order of the map is the order people took their place (going) or queued (waitlist).
  const statuses = new Map<string, { person: HistoryPerson; status: HistoryEntry['rsvpStatus'] }>();
  for (const entry of upTo) {
    if (!entry.subject || entry.rsvpStatus === undefined) continue;
    const id = entry.subject.id;
    const previous = statuses.get(id)?.status;
    if (entry.rsvpStatus === null) statuses.delete(id);
    else if (previous === entry.rsvpStatus) continue;
    else {
      statuses.delete(id);
      statuses.set(id, { person: entry.subject, status: entry.rsvpStatus });
    }
  }
  const all = [...statuses.values()];
  return {
    at: at.toISOString(),
    attendance: upTo.at(-1)?.attendanceAfter ?? null,
    going: all.filter((item) => item.status === 'going').map((item) => item.person),
    waitlist: all.filter((item) => item.status === 'waitlisted').map((item) => item.person),
    day: dayAsOf(upTo, details),
  };
}
