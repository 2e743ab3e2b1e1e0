import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DOGS, GROUP_JOIN_REQUESTS } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { toPublicPerson } from '../../../accounts/index.js';
import { toDogResponse } from '../../../dogs/index.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { checkDog } from '../../domain/entry-rules.js';
import { organizersGroup } from '../admission.js';
import { usersById } from '../group-access.js';
import { ListJoinRequests } from './list-join-requests.query.js';
import type { PendingJoinRequest } from '../../../contracts/groups.js';

@QueryHandler(ListJoinRequests)
export class ListJoinRequestsHandler implements IQueryHandler<ListJoinRequests> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ groupId, viewer }: ListJoinRequests): Promise<PendingJoinRequest[]> {
    const group = await organizersGroup(this.store, groupId, viewer.id);
    const requests = await this.store
      .collection(GROUP_JOIN_REQUESTS)
      .find({ groupId }, { sort: { createdAt: 1, _id: 1 } });
    const [people, dogs] = await Promise.all([
      usersById(
        this.store,
        requests.map((request) => request.userId),
      ),
      this.store
        .collection(DOGS)
        .find({ _id: { $in: requests.flatMap((request) => request.dogIds) } }),
    ]);
    const today = this.clock.now().toISOString().slice(0, 10);
    return requests.flatMap((request) => {
      const user = people.get(request.userId);
      if (!user) return [];
      return [
        {
          userId: request.userId,
          user: toPublicPerson(user),
          message: request.message,
          dogs: dogs
            // A dog removed or given away since the request is no longer theirs to bring.
            .filter((dog) => dog.ownerId === request.userId && request.dogIds.includes(dog._id))
            .map((dog) => ({
              ...toDogResponse(dog),
              eligibility: checkDog(group.rules, { ...dog, dogId: dog._id }, today, 'today'),
            })),
          houseRulesAccepted: request.houseRulesAccepted,
          viaInvite: request.inviteId !== null,
          createdAt: request.createdAt,
        },
      ];
    });
  }
}
