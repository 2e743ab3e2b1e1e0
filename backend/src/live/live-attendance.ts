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
  type ChangeStream,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { attendeesOf } from '../meetups/queries/list-attendees/list-attendees.query-handler.js';
import { attendanceOf } from '../meetups/meetup.response.js';
import { LOGGER, type Logger } from '../shared/logger.js';
import type { AttendanceUpdate } from '../contracts/live.js';
import { PerKeyThrottle } from './per-key-throttle.js';

export type Publish = (
  meetupId: string,
  updates: { members: AttendanceUpdate; visitors: AttendanceUpdate },
) => void;

/**
 * After a push, later changes to the same meetup wait this long and go out
 * together: a room gets fewer than ten updates a second, and the last one
 * follows the last change within a tenth of a second (plus the push itself).
 */
const BURST_WINDOW_MS = 100;

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
  private readonly watches: ChangeStream[];
  private readonly pushes = new PerKeyThrottle(BURST_WINDOW_MS, (meetupId) => this.push(meetupId));

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.watches = [
      store
        .collection<RsvpDocument>(RSVPS)
        .watch((change) => this.changed(change, (doc) => doc.meetupId)),
      store
        .collection<MeetupDocument>(MEETUPS)
        .watch((change) => this.changed(change, (doc) => doc._id)),
    ];
  }

  /** The gateway registers how to reach the rooms. */
  onUpdate(publish: Publish): void {
    this.publish = publish;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.watches.map((watch) => watch.close()));
  }

  private changed<T extends RsvpDocument | MeetupDocument>(
    change: ChangeEvent<T>,
    meetupOf: (doc: T) => string,
  ): void {
    // Deletes carry only the key: for RSVPs it is `<meetupId>:<userId>`.
    const meetupId = change.fullDocument
      ? meetupOf(change.fullDocument)
      : change.documentKey?._id.split(':')[0];
    if (meetupId && this.publish) this.pushes.changed(meetupId);
  }

  private async push(meetupId: string): Promise<void> {
    try {
      const meetup = await this.store
        .collection<MeetupDocument>(MEETUPS)
        .findOne({ _id: meetupId });
      if (meetup) {
        const base = { meetupId, status: meetup.status, ...attendanceOf(meetup) };
        const [members, visitors] = await Promise.all([
          attendeesOf(this.store, meetupId, true),
          attendeesOf(this.store, meetupId, false),
        ]);
        this.publish?.(meetupId, {
          members: { ...base, attendees: members },
          visitors: { ...base, attendees: visitors },
        });
      }
    } catch (error) {
      this.logger.error({ err: error, meetupId }, 'live attendance push failed');
    }
  }
}
