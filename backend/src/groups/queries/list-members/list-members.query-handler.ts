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
import { ListMembers, type MemberPosition } from './list-members.query.js';
import type { MemberResponse, MemberWithDetailsResponse } from '../../../contracts/groups.js';

@QueryHandler(ListMembers)
export class ListMembersHandler implements IQueryHandler<ListMembers> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({
    groupId,
    viewerId,
    details,
    take,
    after,
  }: ListMembers): Promise<MemberResponse[] | MemberWithDetailsResponse[]> {
    await visibleGroup(this.store, groupId, viewerId, { requireAccess: true });
    const members = await this.page(groupId, take, after);
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

  /**
   * The owners first, then everyone else, each by joining date and id: two
   * sorted, limited reads with a range from the cursor, so no page reads the
   * whole group.
   */
  private async page(groupId: string, take: number, after: MemberPosition | undefined) {
    const members = this.store.collection(GROUP_MEMBERS);
    const sort = { joinedAt: 1, userId: 1 } as const;
    const past = (position: MemberPosition) => ({
      $or: [
        { joinedAt: { $gt: position.joinedAt } },
        { joinedAt: position.joinedAt, userId: { $gt: position.userId } },
      ],
    });
    const owners =
      after === undefined || after.owner
        ? await members.find(
            { groupId, role: 'owner', ...(after && past(after)) },
            { sort, limit: take },
          )
        : [];
    if (owners.length >= take) return owners;
    const others = await members.find(
      { groupId, role: { $ne: 'owner' }, ...(after && !after.owner && past(after)) },
      { sort, limit: take - owners.length },
    );
    return [...owners, ...others];
  }
}
