import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  MEETUPS,
  RSVPS,
  type MeetupDocument,
  type RsvpDocument,
} from '../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type ChangeEvent,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { ReadModelChanges } from '../infrastructure/caching/read-model-changes.js';
import { attendanceOf, changedAttendees, dogPlacesOf } from '../meetups/index.js';
import { LOGGER, type Logger } from '../shared/logger.js';
import type { AttendanceUpdate } from '../contracts/live.js';
import { PerKeyThrottle } from './per-key-throttle.js';

export type Publish = (
  meetupId: string,
  updates: { members: AttendanceUpdate; visitors: AttendanceUpdate },
) => void;

/**
 * After a push, later changes to the same meetup wait this long and go out
 * together: a room gets at most eight updates a second, and the last one
 * follows the last change within an eighth of a second (plus the push itself).
 */
const BURST_WINDOW_MS = 125;

/**
 * Turns read-model changes into attendance pushes. It listens to the read
 * store (the memory store's notifications in embedded mode, MongoDB change
 * streams in compose mode), so a push always follows the projection: what
 * people see live is what the API answers.
 *
 * Bursts are coalesced per meetup (PerKeyThrottle): a broadcast to a thousand
 * sockets costs the event loop tens of milliseconds, and a popular meetup must
 * not turn a burst of RSVPs into one broadcast per RSVP.
 */
@Injectable()
export class LiveAttendance implements OnModuleDestroy {
  private publish: Publish | undefined;
  private readonly unsubscribe: (() => void)[];
  private readonly pushes = new PerKeyThrottle(BURST_WINDOW_MS, (meetupId) => this.push(meetupId));
  /** Per meetup, the people whose answer changed since its last push. */
  private readonly changedPeople = new Map<string, Set<string>>();

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(ReadModelChanges) changes: ReadModelChanges,
  ) {
    this.unsubscribe = [
      changes.subscribe(RSVPS, (change) => this.rsvpChanged(change)),
      changes.subscribe(MEETUPS, (change) => {
        const meetupId = change.documentKey?._id;
        if (meetupId && this.publish) this.pushes.changed(meetupId);
      }),
    ];
  }

  /** The gateway registers how to reach the rooms. */
  onUpdate(publish: Publish): void {
    this.publish = publish;
  }

  onModuleDestroy(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
  }

  private rsvpChanged(change: ChangeEvent<RsvpDocument>): void {
    // An RSVP's key is `<meetupId>:<userId>` (deletes carry only the key).
    const [meetupId, userId] = change.documentKey?._id.split(':') ?? [];
    if (!meetupId || !userId || !this.publish) return;
    this.rsvpChangedLater(meetupId, userId);
    this.pushes.changed(meetupId);
  }

  /** Notes a changed person for the meetup's next push. */
  private rsvpChangedLater(meetupId: string, userId: string): void {
    let people = this.changedPeople.get(meetupId);
    if (!people) this.changedPeople.set(meetupId, (people = new Set()));
    people.add(userId);
  }

  private async push(meetupId: string): Promise<void> {
    const people = [...(this.changedPeople.get(meetupId) ?? [])];
    this.changedPeople.delete(meetupId);
    try {
      const meetup = await this.store
        .collection<MeetupDocument>(MEETUPS)
        .findOne({ _id: meetupId });
      if (meetup) {
        const { dogsGoing, dogPlacesLeft, sizePlacesLeft, slots } = dogPlacesOf(meetup);
        const base = {
          meetupId,
          status: meetup.status,
          ...attendanceOf(meetup),
          ...{ dogsGoing, dogPlacesLeft, sizePlacesLeft, slots },
        };
        const { members, visitors, removed } = await changedAttendees(this.store, meetupId, people);
        this.publish?.(meetupId, {
          members: { ...base, changed: members, removed },
          visitors: { ...base, changed: visitors, removed },
        });
      }
    } catch (error) {
      // They go out with the next push for this meetup.
      for (const userId of people) this.rsvpChangedLater(meetupId, userId);
      this.logger.error({ err: error, meetupId }, 'live attendance push failed');
    }
  }
}
