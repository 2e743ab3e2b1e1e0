import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { BLOCKS, type BlockedMemberResponse } from '../../../contracts/moderation.js';
import { usersById } from '../../../groups/index.js';
import { ListBlocked } from './list-blocked.query.js';

@QueryHandler(ListBlocked)
export class ListBlockedHandler implements IQueryHandler<ListBlocked> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ userId }: ListBlocked): Promise<BlockedMemberResponse[]> {
    const blocks = await this.store
      .collection(BLOCKS)
      .find({ blockerId: userId }, { sort: { createdAt: -1, _id: 1 } });
    const people = await usersById(
      this.store,
      blocks.map((block) => block.blockedId),
    );
    return blocks.map((block) => {
      const user = people.get(block.blockedId);
      return {
        id: block.blockedId,
        name: user ? `${user.firstName} ${user.lastName}` : 'Former member',
        username: user?.username ?? null,
        blockedAt: block.createdAt,
      };
    });
  }
}
