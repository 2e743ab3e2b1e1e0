import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { ACTIVITIES, type Activity } from '../../../contracts/activities.js';
import {
  GROUPS,
  GROUP_MEMBERS,
  MEETUPS,
  USERS,
  type GroupDocument,
  type MeetupDocument,
} from '../../../contracts/read-models.js';
import type { TrainerGroup, TrainerPageResponse } from '../../../contracts/trainers.js';
import { OPEN_KINDS } from '../../../groups/index.js';
import { MeetupReader } from '../../../meetups/index.js';
import { notFound } from '../../../shared/errors.js';
import { GetTrainerPage } from './trainer-page.query.js';

/** Upcoming meetups listed on the page. */
const MEETUP_LIMIT = 20;

/** A document's activities; absent on groups and meetups from before activities existed. */
const activitiesOf = (document: GroupDocument | MeetupDocument): Activity[] | undefined =>
  document.activities;

/**
 * A trainer's public page: the same for everyone, so only public content
 * (public groups, and upcoming meetups of public groups or of none). A
 * private group's listing never names who runs it (docs/privacy.md), so it is
 * not listed here either; nor is an invite-only group.
 */
@QueryHandler(GetTrainerPage)
export class GetTrainerPageHandler implements IQueryHandler<GetTrainerPage> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly reader: MeetupReader,
  ) {}

  async execute({ username, now }: GetTrainerPage): Promise<TrainerPageResponse> {
    const user = await this.store.collection(USERS).findOne({ username });
    if (!user?.isTrainer) throw notFound('TRAINERS.NOT_FOUND', 'Trainer not found');
    const runs = await this.store
      .collection(GROUP_MEMBERS)
      .find({ userId: user._id, role: { $in: ['owner', 'co-organizer'] } });
    const roles = new Map(runs.map((membership) => [membership.groupId, membership.role]));
    const groups =
      runs.length > 0
        ? await this.store
            .collection(GROUPS)
            .find(
              { _id: { $in: [...roles.keys()] }, kind: { $in: [...OPEN_KINDS] } },
              { sort: { name: 1, _id: 1 } },
            )
        : [];
    const upcoming = await this.store
      .collection(MEETUPS)
      .find(
        { organizerId: user._id, status: 'scheduled', startsAt: { $gt: now.toISOString() } },
        { sort: { startsAt: 1, _id: 1 } },
      );
    const meetups = (await this.reader.visibleTo(upcoming, null)).slice(0, MEETUP_LIMIT);
    const groupIds = [...new Set(meetups.flatMap((meetup) => meetup.groupId ?? []))];
    const meetupGroups =
      groupIds.length > 0
        ? await this.store.collection(GROUPS).find({ _id: { $in: groupIds } })
        : [];
    const groupOf = new Map(meetupGroups.map((group) => [group._id, group]));
    const meetupActivities = (meetup: MeetupDocument) =>
      activitiesOf(meetup) ??
      (meetup.groupId ? activitiesOf(groupOf.get(meetup.groupId)!) : undefined) ??
      [];
    const run = new Set([
      ...groups.flatMap((group) => activitiesOf(group) ?? []),
      ...meetups.flatMap(meetupActivities),
    ]);
    return {
      id: user._id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      trainerBio: user.trainerBio,
      city: user.city,
      state: user.state,
      profilePicture: user.profilePicture,
      activities: ACTIVITIES.filter((activity) => run.has(activity)),
      meetups: meetups.map((meetup) => ({
        id: meetup._id,
        slug: meetup.slug,
        title: meetup.title,
        date: meetup.startsAt,
        timeZone: meetup.timeZone,
        area: [meetup.city, meetup.state].filter(Boolean).join(', '),
        groupId: meetup.groupId,
        groupName: meetup.groupId ? (groupOf.get(meetup.groupId)?.name ?? null) : null,
        activities: meetupActivities(meetup),
      })),
      groups: groups.map((group): TrainerGroup => ({
        id: group._id,
        name: group.name,
        city: group.city,
        state: group.state,
        memberCount: group.memberCount,
        role: roles.get(group._id) === 'owner' ? 'owner' : 'co-organizer',
        activities: activitiesOf(group) ?? [],
      })),
    };
  }
}
