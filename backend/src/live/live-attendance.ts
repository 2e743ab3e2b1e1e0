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

export type Publish = (
  meetupId: string,
  updates: { members: AttendanceUpdate; visitors: AttendanceUpdate },
) => void;

/** After a push, later changes to the same meetup wait this long and go out together. */
const BURST_WINDOW_MS = 50;

/**
 * Turns read-model changes into attendance pushes. It listens to the read
 * store (the memory store's notifications in embedded mode, MongoDB change
 * streams in compose mode), so a push always follows the projection: what
 * people see live is what the API answers.
 *
 * Bursts are coalesced per meetup: the first change goes out at once, and
 * everything that arrives during the next 50 ms goes out as one push. A
 * broadcast to a thousand sockets costs the event loop tens of milliseconds;
 * a busy meetup must not turn that into one broadcast per RSVP.
 */
@Injectable()
export class LiveAttendance implements OnModuleDestroy {
  private publish: Publish | undefined;
  private readonly watches: ChangeStream[];
  private readonly pushing = new Map<string, { again: boolean }>();

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
    if (meetupId && this.publish) this.schedule(meetupId);
  }

  private schedule(meetupId: string): void {
    const inFlight = this.pushing.get(meetupId);
    if (inFlight) {
      inFlight.again = true;
      return;
    }
    const state = { again: false };
    this.pushing.set(meetupId, state);
    setImmediate(() => void this.push(meetupId, state));
  }

  private async push(meetupId: string, state: { again: boolean }): Promise<void> {
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
    setTimeout(() => {
      this.pushing.delete(meetupId);
      if (state.again) this.schedule(meetupId);
    }, BURST_WINDOW_MS).unref();
  }
}
