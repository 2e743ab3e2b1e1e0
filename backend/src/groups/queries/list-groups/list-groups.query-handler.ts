import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  GROUP_MEMBERS,
  USERS,
  type GroupMemberDocument,
  type UserDocument,
} from '@packmeet/projections/read-models';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { GAZETTEER, type Gazetteer } from '../../../geography/gazetteer.js';
import { locate } from '../../../geography/locate.js';
import { notFound } from '../../../shared/errors.js';
import type { GroupResponse } from '../../group.response.js';
import { GroupListCache, type Origin } from '../group-list.cache.js';
import { ListGroups, type GroupListResponse } from './list-groups.query.js';

const NEAR_MILES = 25;
const LISTED_MILES = 100;
const OTHERS = 20;

@QueryHandler(ListGroups)
export class ListGroupsHandler implements IQueryHandler<ListGroups> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(GroupListCache) private readonly cache: GroupListCache,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
  ) {}

  async execute({ viewerId, searchFrom }: ListGroups): Promise<GroupListResponse> {
    const [viewer, memberships] = await Promise.all([
      this.store.collection<UserDocument>(USERS).findOne({ _id: viewerId }),
      this.store.collection<GroupMemberDocument>(GROUP_MEMBERS).find({ userId: viewerId }),
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
    const listed: GroupResponse[] = [];
    const nearbyGroups: GroupResponse[] = [];
    const otherGroups: GroupResponse[] = [];
    const userGroups: GroupResponse[] = [];
    for (const entry of groups) {
      const role = roles.get(entry.id) ?? null;
      const group: GroupResponse = { ...entry, isMember: role !== null, role };
      const miles = group.distanceMiles;
      if (role) userGroups.push(group);
      if (role || (miles !== null && miles <= LISTED_MILES)) listed.push(group);
      if (!role && miles !== null && miles <= NEAR_MILES) nearbyGroups.push(group);
      if (!role && (miles === null || miles > LISTED_MILES) && otherGroups.length < OTHERS)
        otherGroups.push(group);
    }
    return {
      groups: listed,
      nearbyGroups,
      otherGroups,
      userGroups,
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
