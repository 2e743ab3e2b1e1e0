import { canSeeMemberData } from '../../../contracts/access-policy.js';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import {
  ATTENDANCE_RECORDS,
  GROUPS,
  GROUP_MEMBERS,
  MEETUPS,
} from '../../../contracts/read-models.js';
import type {
  AttendanceRecordEntry,
  AttendanceRecordResponse,
} from '../../../contracts/meetup-day.js';
import { forbidden } from '../../../shared/errors.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { clientAttendance } from '../../../trainers/index.js';
import { MeetupReader } from '../meetup-reader.js';
import { GetAttendanceRecord } from './attendance-record.query.js';

@QueryHandler(GetAttendanceRecord)
export class GetAttendanceRecordHandler implements IQueryHandler<GetAttendanceRecord> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, viewer }: GetAttendanceRecord): Promise<AttendanceRecordResponse> {
    const organizesGroupOfSubject =
      viewer.id !== userId && (await this.organizesGroupOf(userId, viewer.id));
    if (!canSeeMemberData(userId, { userId: viewer.id, organizesGroupOfSubject })) {
      throw forbidden(
        'MEETUPS.ATTENDANCE_PRIVATE',
        'Only the member and the organizers of their groups can see their attendance.',
      );
    }
    const checkedIn = await this.store.collection(ATTENDANCE_RECORDS).find({ userId });
    // A trainer's meetups they came to as a client, once the record was carried over to them.
    const asClient = await clientAttendance(this.store, { userId }, this.clock.now());
    const recorded = new Set(checkedIn.map((record) => record.meetupId));
    const records = [...checkedIn, ...asClient.filter((entry) => !recorded.has(entry.meetupId))];
    const meetupIds = records.map((record) => record.meetupId);
    const found =
      meetupIds.length > 0
        ? await this.store.collection(MEETUPS).find({ _id: { $in: meetupIds } })
        : [];
    // Only meetups the viewer may see: an organizer never learns of a private group's meetups.
    const visible = new Map(
      (await this.meetups.visibleTo(found, viewer)).map((meetup) => [meetup._id, meetup]),
    );
    const groupIds = [...new Set([...visible.values()].flatMap((m) => m.groupId ?? []))];
    const groups =
      groupIds.length > 0
        ? await this.store
            .collection(GROUPS)
            .find({ _id: { $in: groupIds } }, { projection: { name: 1 } })
        : [];
    const groupNames = new Map(groups.map((group) => [group._id, group.name]));
    const entries = records
      .flatMap((record): AttendanceRecordEntry[] => {
        const meetup = visible.get(record.meetupId);
        if (!meetup) return [];
        return [
          {
            meetupId: meetup._id,
            slug: meetup.slug,
            title: meetup.title,
            startsAt: meetup.startsAt,
            groupId: meetup.groupId,
            groupName: meetup.groupId ? (groupNames.get(meetup.groupId) ?? null) : null,
            outcome: record.outcome,
            recordedAt: record.recordedAt,
          },
        ];
      })
      .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
    return {
      userId,
      attended: entries.filter((entry) => entry.outcome === 'attended').length,
      noShows: entries.filter((entry) => entry.outcome === 'no_show').length,
      entries,
    };
  }

  /** Whether the viewer is the owner or a co-organizer of a group the member belongs to. */
  private async organizesGroupOf(userId: string, viewerId: string): Promise<boolean> {
    const members = this.store.collection(GROUP_MEMBERS);
    const runs = await members.find(
      { userId: viewerId, role: { $in: ['owner', 'co-organizer'] } },
      { projection: { groupId: 1 } },
    );
    if (runs.length === 0) return false;
    const shared = await members.findOne({
      _id: { $in: runs.map((membership) => `${membership.groupId}:${userId}`) },
    });
    return shared !== null;
  }
}
