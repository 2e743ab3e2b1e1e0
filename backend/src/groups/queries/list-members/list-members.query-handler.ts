import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DOGS, GROUP_MEMBERS } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { toPublicPerson } from '../../../accounts/index.js';
import { toDogResponse } from '../../../dogs/index.js';
import { usersById, visibleGroup } from '../group-access.js';
import { ListMembers } from './list-members.query.js';
import type { MemberResponse, MemberWithDetailsResponse } from '../../../contracts/groups.js';

@QueryHandler(ListMembers)
export class ListMembersHandler implements IQueryHandler<ListMembers> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({
    groupId,
    viewerId,
    details,
  }: ListMembers): Promise<MemberResponse[] | MemberWithDetailsResponse[]> {
    await visibleGroup(this.store, groupId, viewerId, { requireAccess: true });
    const members = (
      await this.store
        .collection(GROUP_MEMBERS)
        .find({ groupId }, { sort: { joinedAt: 1, _id: 1 } })
    ).sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));
    if (!details) return members.map(({ userId, role, joinedAt }) => ({ userId, role, joinedAt }));

    const userIds = members.map((member) => member.userId);
    const [people, dogs] = await Promise.all([
      usersById(this.store, userIds),
      this.store
        .collection(DOGS)
        .find({ ownerId: { $in: userIds } }, { sort: { createdAt: 1, name: 1 } }),
    ]);
    return members.flatMap((member) => {
      const user = people.get(member.userId);
      if (!user) return [];
      return [
        {
          id: member._id,
          userId: member.userId,
          role: member.role,
          joinedAt: member.joinedAt,
          user: toPublicPerson(user),
          dogs: dogs.filter((dog) => dog.ownerId === member.userId).map(toDogResponse),
        },
      ];
    });
  }
}
