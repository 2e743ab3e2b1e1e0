import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import type { GroupResponse, GroupRole, GroupStats } from '../../../contracts/groups.js';
import { GROUP_MEMBERS, USERS, distanceOriginKey } from '../../../contracts/read-models.js';
import { type Gazetteer, GAZETTEER, locate } from '../../../geography/index.js';
import { notFound } from '../../../shared/errors.js';
import { groupView } from '../group-access.js';
import { GroupListCache, type ListedGroup, type Origin } from '../group-list.cache.js';
import { ListGroups, type GroupLists } from './list-groups.query.js';

const NEAR_MILES = 25;
const LISTED_MILES = 100;
const OTHERS = 10;

/**
 * The group lists, whole (the controller pages them): the same for everyone searching from one city (cached per
 * city by GroupListCache), with the caller's memberships applied per request:
 * their role in their groups, private groups as a stranger sees them
 * otherwise, invite-only groups only to their members; the stats count what
 * the caller sees.
 */
@QueryHandler(ListGroups)
export class ListGroupsHandler implements IQueryHandler<ListGroups> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(GroupListCache) private readonly cache: GroupListCache,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
  ) {}

  async execute({ viewerId, searchFrom }: ListGroups): Promise<GroupLists> {
    const [viewer, memberships] = await Promise.all([
      this.store.collection(USERS).findOne({ _id: viewerId }),
      this.store.collection(GROUP_MEMBERS).find({ userId: viewerId }),
    ]);
    if (!viewer) throw notFound('ACCOUNTS.USER_NOT_FOUND', 'User not found');
    const origin: Origin = searchFrom
      ? locate(this.gazetteer, searchFrom.city, searchFrom.state)
      : {
          city: viewer.city,
          state: viewer.state,
          latitude: viewer.latitude ?? null,
          longitude: viewer.longitude ?? null,
        };
    const roles = new Map(memberships.map((membership) => [membership.groupId, membership.role]));
    const groups = seenBy(await this.cache.from(origin), roles);
    return {
      ...partition(groups),
      stats: statsOf(groups, origin),
      userLocation: {
        city: origin.city,
        state: origin.state,
        latitude: origin.latitude,
        longitude: origin.longitude,
      },
    };
  }
}

/** The groups as the caller sees them, nearest first, with their role in their own. */
function seenBy(
  listed: readonly ListedGroup[],
  roles: ReadonlyMap<string, GroupRole>,
): GroupResponse[] {
  const seen: GroupResponse[] = [];
  for (const { full, listing } of listed) {
    const role = roles.get(full.id) ?? null;
    const view = groupView(full, { isMember: role !== null });
    if (view === 'none') continue;
    if (role) seen.push({ ...full, isMember: true, role, canManage: role !== 'member' });
    else seen.push(view === 'full' ? full : listing!);
  }
  return seen;
}

/** Spec section 9's stats card, over the groups the caller sees. */
function statsOf(groups: readonly GroupResponse[], origin: Origin): GroupStats {
  const key = distanceOriginKey(origin.city, origin.state);
  const state = origin.state.toUpperCase();
  const within = (limit: number) =>
    groups.filter((group) => group.distanceMiles !== null && group.distanceMiles <= limit).length;
  return {
    inUserCity: groups.filter((group) => distanceOriginKey(group.city, group.state) === key).length,
    within15Miles: within(15),
    within25Miles: within(25),
    inState: groups.filter((group) => group.state.toUpperCase() === state).length,
    total: groups.length,
  };
}

/** The lists of spec section 9. */
function partition(
  groups: readonly GroupResponse[],
): Pick<GroupLists, 'groups' | 'nearbyGroups' | 'otherGroups' | 'userGroups'> {
  const lists: ReturnType<typeof partition> = {
    groups: [],
    nearbyGroups: [],
    otherGroups: [],
    userGroups: [],
  };
  for (const group of groups) {
    const mine = group.isMember;
    const miles = group.distanceMiles;
    if (mine) lists.userGroups.push(group);
    if (mine || (miles !== null && miles <= LISTED_MILES)) lists.groups.push(group);
    if (!mine && miles !== null && miles <= NEAR_MILES) lists.nearbyGroups.push(group);
    if (!mine && (miles === null || miles > LISTED_MILES) && lists.otherGroups.length < OTHERS)
      lists.otherGroups.push(group);
  }
  return lists;
}
