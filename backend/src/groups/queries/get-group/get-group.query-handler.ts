import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GROUP_DISTANCES, USERS, distanceOriginKey } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { displayName } from '../../../accounts/public-profile.js';
import { toGroupResponse } from '../../group.response.js';
import { usersById, visibleGroup } from '../group-access.js';
import { GetGroup } from './get-group.query.js';
import type { GroupResponse } from '../../../contracts/groups.js';

@QueryHandler(GetGroup)
export class GetGroupHandler implements IQueryHandler<GetGroup> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ groupId, viewerId }: GetGroup): Promise<GroupResponse> {
    const { group, membership } = await visibleGroup(this.store, groupId, viewerId, {
      requireAccess: false,
    });
    const [people, viewer] = await Promise.all([
      usersById(this.store, [group.creatorId]),
      this.store.collection(USERS).findOne({ _id: viewerId }),
    ]);
    const distance = viewer
      ? await this.store
          .collection(GROUP_DISTANCES)
          .findOne({ _id: `${groupId}|${distanceOriginKey(viewer.city, viewer.state)}` })
      : null;
    const creator = people.get(group.creatorId);
    return toGroupResponse(group, {
      creatorDisplayName: creator ? displayName(creator) : 'A PackMeet member',
      distanceMiles: distance?.distanceMiles ?? null,
      driveTimeMinutes: distance?.driveTimeMinutes ?? null,
      isMember: membership !== null,
      role: membership?.role ?? null,
    });
  }
}
