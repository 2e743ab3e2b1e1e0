import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DOGS, GROUP_JOIN_REQUESTS } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { checkDog } from '../../domain/entry-rules.js';
import { openInvite } from '../admission.js';
import { visibleGroup } from '../group-access.js';
import { GetGroupEligibility } from './group-eligibility.query.js';
import type { EligibilityResponse } from '../../../contracts/groups.js';

@QueryHandler(GetGroupEligibility)
export class GetGroupEligibilityHandler implements IQueryHandler<GetGroupEligibility> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ groupId, viewerId, inviteCode }: GetGroupEligibility) {
    const now = this.clock.now();
    const [invite, request] = await Promise.all([
      openInvite(this.store, inviteCode, now, groupId),
      this.store.collection(GROUP_JOIN_REQUESTS).findOne({ _id: `${groupId}:${viewerId}` }),
    ]);
    // The rules are part of the listing: whoever may see the listing may check their dogs.
    const { group } = await visibleGroup(this.store, groupId, viewerId, {
      requireAccess: false,
      hasInvite: invite !== null || request !== null,
    });
    const dogs = await this.store
      .collection(DOGS)
      .find({ ownerId: viewerId }, { sort: { createdAt: 1, name: 1 } });
    const onDate = now.toISOString().slice(0, 10);
    return {
      rules: group.rules,
      onDate,
      dogs: dogs.map((dog) => checkDog(group.rules, { ...dog, dogId: dog._id }, onDate, 'today')),
    } satisfies EligibilityResponse;
  }
}
