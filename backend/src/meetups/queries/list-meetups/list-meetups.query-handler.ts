import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GROUP_DISTANCES, GROUP_MEMBERS, MEETUPS, USERS } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { visibleGroup } from '../../../groups/index.js';
import { MeetupReader } from '../meetup-reader.js';
import { ListGroupMeetups, ListUpcomingMeetups } from './list-meetups.query.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

/** How far "near" reaches for the dashboard list, and how long it is. */
const NEARBY_MILES = 25;
const UPCOMING_LIMIT = 20;

@QueryHandler(ListGroupMeetups)
export class ListGroupMeetupsHandler implements IQueryHandler<ListGroupMeetups> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({ groupId, viewer }: ListGroupMeetups): Promise<MeetupResponse[]> {
    await visibleGroup(this.store, groupId, viewer.id, { requireAccess: true });
    const now = new Date().toISOString();
    const collection = this.store.collection(MEETUPS);
    const [upcoming, past] = await Promise.all([
      collection.find({ groupId, startsAt: { $gt: now } }, { sort: { startsAt: 1 }, limit: 50 }),
      collection.find({ groupId, startsAt: { $lte: now } }, { sort: { startsAt: -1 }, limit: 20 }),
    ]);
    return this.meetups.present([...upcoming, ...past], viewer);
  }
}

@QueryHandler(ListUpcomingMeetups)
export class ListUpcomingMeetupsHandler implements IQueryHandler<ListUpcomingMeetups> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({ viewer }: ListUpcomingMeetups): Promise<MeetupResponse[]> {
    const [user, memberships] = await Promise.all([
      this.store.collection(USERS).findOne({ _id: viewer.id }),
      this.store.collection(GROUP_MEMBERS).find({ userId: viewer.id }),
    ]);
    const mine = memberships.map((membership) => membership.groupId);
    const near = user
      ? (
          await this.store.collection(GROUP_DISTANCES).find({
            fromCity: user.city,
            fromState: user.state,
            distanceMiles: { $lte: NEARBY_MILES },
          })
        )
          .map((distance) => distance.groupId)
          .filter((groupId) => !mine.includes(groupId))
      : [];
    const now = new Date().toISOString();
    const upcoming = (groupIds: string[]) =>
      groupIds.length === 0
        ? Promise.resolve([])
        : this.store
            .collection(MEETUPS)
            .find(
              { groupId: { $in: groupIds }, startsAt: { $gt: now }, status: 'scheduled' },
              { sort: { startsAt: 1 }, limit: UPCOMING_LIMIT },
            );
    const [fromMine, fromNear] = await Promise.all([upcoming(mine), upcoming(near)]);
    const nearVisible = await this.meetups.visibleTo(fromNear, viewer);
    return this.meetups.present([...fromMine, ...nearVisible].slice(0, UPCOMING_LIMIT), viewer);
  }
}
