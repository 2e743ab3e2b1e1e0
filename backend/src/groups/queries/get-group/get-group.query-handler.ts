import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  GROUP_DISTANCES,
  GROUP_JOIN_REQUESTS,
  USERS,
  distanceOriginKey,
} from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { displayName, trainerUsername } from '../../../accounts/index.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { toGroupResponse } from '../../group.response.js';
import { driveTimeMinutes } from '@packmeet/projections/geography/great-circle';
import { openInvite } from '../admission.js';
import { usersById, visibleGroup } from '../group-access.js';
import { GetGroup } from './get-group.query.js';
import type { GroupResponse } from '../../../contracts/groups.js';

@QueryHandler(GetGroup)
export class GetGroupHandler implements IQueryHandler<GetGroup> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ groupId, viewerId, options }: GetGroup): Promise<GroupResponse> {
    const [invite, request] = await Promise.all([
      openInvite(this.store, options.inviteCode, this.clock.now(), groupId),
      viewerId === null
        ? null
        : this.store.collection(GROUP_JOIN_REQUESTS).findOne({ _id: `${groupId}:${viewerId}` }),
    ]);
    // Whoever asked to join through a link keeps seeing the listing while they wait.
    const { group, membership, view } = await visibleGroup(this.store, groupId, viewerId, {
      requireAccess: false,
      hasInvite: invite !== null || request !== null,
    });
    const extra = {
      isMember: membership !== null,
      role: membership?.role ?? null,
      view: view === 'full' ? ('full' as const) : ('listing' as const),
      joinRequest: request ? { createdAt: request.createdAt } : null,
    };
    const distance = await this.distance(groupId, viewerId);
    if (extra.view === 'listing') {
      // Name, city, description, member count and rules: nothing that says who is in it.
      return {
        ...toGroupResponse(group, { ...extra, ...distance, creatorDisplayName: '' }),
        creatorId: '',
        ownerId: '',
      };
    }
    const creator = (await usersById(this.store, [group.creatorId])).get(group.creatorId);
    return toGroupResponse(group, {
      ...extra,
      ...distance,
      creatorDisplayName: creator ? displayName(creator) : 'A PackMeet member',
      creatorTrainer: trainerUsername(creator),
    });
  }

  private async distance(groupId: string, viewerId: string | null) {
    const viewer = viewerId ? await this.store.collection(USERS).findOne({ _id: viewerId }) : null;
    const distance = viewer
      ? await this.store
          .collection(GROUP_DISTANCES)
          .findOne({ _id: `${groupId}|${distanceOriginKey(viewer.city, viewer.state)}` })
      : null;
    return {
      distanceMiles: distance?.distanceMiles ?? null,
      driveTimeMinutes: distance ? driveTimeMinutes(distance.distanceMiles) : null,
    };
  }
}
