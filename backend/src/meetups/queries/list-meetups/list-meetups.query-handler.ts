import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  GROUP_DISTANCES,
  GROUP_MEMBERS,
  MEETUPS,
  USERS,
  type MeetupDocument,
} from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
  type Filter,
} from '@packmeet/projections/store/document-store.port';
import { visibleGroup } from '../../../groups/index.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import { MeetupReader } from '../meetup-reader.js';
import {
  ListGroupMeetups,
  ListUpcomingMeetups,
  type MeetupPosition,
  type PlacedMeetup,
} from './list-meetups.query.js';

/** How far "near" reaches for the dashboard list. */
const NEARBY_MILES = 25;

/** One part of a list: its filter and its direction by start time (then id). */
interface Part {
  filter: Filter;
  direction: 1 | -1;
}

/**
 * Up to `take` meetups after `after`, reading the parts in turn from the read
 * model, each sorted by a stable key (start time, then id).
 */
async function pageOfParts(
  store: DocumentStore,
  reader: MeetupReader,
  viewer: AuthenticatedUser,
  parts: readonly Part[],
  after: MeetupPosition | undefined,
  asOf: string,
  take: number,
): Promise<PlacedMeetup[]> {
  const meetups: MeetupDocument[] = [];
  const positions: MeetupPosition[] = [];
  for (let index = after?.part ?? 0; index < parts.length && meetups.length < take; index += 1) {
    const { filter, direction } = parts[index]!;
    const beyond = direction === 1 ? '$gt' : '$lt';
    // Spread into the part's filter (no `$and`), so the store still sees the fields it indexes.
    const within =
      after && after.part === index
        ? {
            $or: [
              { startsAt: { [beyond]: after.startsAt } },
              { startsAt: after.startsAt, _id: { [beyond]: after.id } },
            ],
          }
        : {};
    const found: MeetupDocument[] = await store
      .collection(MEETUPS)
      .find(
        { ...filter, ...within },
        { sort: { startsAt: direction, _id: direction }, limit: take - meetups.length },
      );
    for (const meetup of found) {
      meetups.push(meetup);
      positions.push({ part: index as 0 | 1, startsAt: meetup.startsAt, id: meetup._id, asOf });
    }
  }
  const presented = await reader.present(meetups, viewer);
  return presented.map((meetup, index) => ({ meetup, position: positions[index]! }));
}

@QueryHandler(ListGroupMeetups)
export class ListGroupMeetupsHandler implements IQueryHandler<ListGroupMeetups> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({ groupId, viewer, take, after }: ListGroupMeetups): Promise<PlacedMeetup[]> {
    // Every page asks again: a private group's meetups stay with its members whatever the cursor.
    await visibleGroup(this.store, groupId, viewer.id, { requireAccess: true });
    const asOf = after?.asOf ?? new Date().toISOString();
    return pageOfParts(
      this.store,
      this.meetups,
      viewer,
      [
        { filter: { groupId, startsAt: { $gt: asOf } }, direction: 1 },
        { filter: { groupId, startsAt: { $lte: asOf } }, direction: -1 },
      ],
      after,
      asOf,
      take,
    );
  }
}

@QueryHandler(ListUpcomingMeetups)
export class ListUpcomingMeetupsHandler implements IQueryHandler<ListUpcomingMeetups> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({ viewer, take, after }: ListUpcomingMeetups): Promise<PlacedMeetup[]> {
    const [user, memberships] = await Promise.all([
      this.store.collection(USERS).findOne({ _id: viewer.id }),
      this.store.collection(GROUP_MEMBERS).find({ userId: viewer.id }),
    ]);
    const mine = memberships.map((membership) => membership.groupId);
    const nearby = user
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
    // Only groups whose meetups the caller may see, before paging: no page holds a hidden one.
    const near = [...(await this.meetups.groupsShowingMeetups(nearby, viewer))];
    const asOf = after?.asOf ?? new Date().toISOString();
    const upcoming = (groupIds: string[]): Filter => ({
      groupId: { $in: groupIds },
      startsAt: { $gt: asOf },
      status: 'scheduled',
    });
    return pageOfParts(
      this.store,
      this.meetups,
      viewer,
      [
        { filter: upcoming(mine), direction: 1 },
        { filter: upcoming(near), direction: 1 },
      ],
      after,
      asOf,
      take,
    );
  }
}
