import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import type { GroupListResponse, GroupResponse, GroupRole } from '../../../contracts/groups.js';
import { GROUP_MEMBERS, USERS } from '../../../contracts/read-models.js';
import { GAZETTEER, type Gazetteer } from '../../../geography/gazetteer.js';
import { locate } from '../../../geography/locate.js';
import { notFound } from '../../../shared/errors.js';
import { GroupListCache, type Origin } from '../group-list.cache.js';
import { ListGroups } from './list-groups.query.js';

const NEAR_MILES = 25;
const LISTED_MILES = 100;
const OTHERS = 10;

/**
 * The group list: the same for everyone searching from one city (cached per
 * city by GroupListCache), with the caller's memberships added per request.
 */
@QueryHandler(ListGroups)
export class ListGroupsHandler implements IQueryHandler<ListGroups> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(GroupListCache) private readonly cache: GroupListCache,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
  ) {}

  async execute({ viewerId, searchFrom }: ListGroups): Promise<GroupListResponse> {
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
    const { groups, stats } = await this.cache.from(origin);
    const roles = new Map(memberships.map((membership) => [membership.groupId, membership.role]));
    return {
      ...partition(groups, roles),
      stats,
      userLocation: {
        city: origin.city,
        state: origin.state,
        latitude: origin.latitude,
        longitude: origin.longitude,
      },
    };
  }
}

/** The lists of spec section 9, each group seen with the caller's role in it. */
function partition(
  groups: readonly GroupResponse[],
  roles: ReadonlyMap<string, GroupRole>,
): Pick<GroupListResponse, 'groups' | 'nearbyGroups' | 'otherGroups' | 'userGroups'> {
  const lists: ReturnType<typeof partition> = {
    groups: [],
    nearbyGroups: [],
    otherGroups: [],
    userGroups: [],
  };
  for (const group of groups) {
    const role = roles.get(group.id) ?? null;
    const miles = group.distanceMiles;
    const seen = role ? { ...group, isMember: true, role } : group;
    if (role) lists.userGroups.push(seen);
    if (role || (miles !== null && miles <= LISTED_MILES)) lists.groups.push(seen);
    if (!role && miles !== null && miles <= NEAR_MILES) lists.nearbyGroups.push(seen);
    if (!role && (miles === null || miles > LISTED_MILES) && lists.otherGroups.length < OTHERS)
      lists.otherGroups.push(seen);
  }
  return lists;
}
