import { Query } from '@nestjs/cqrs';
import type { BlockedMemberResponse } from '../../../contracts/moderation.js';

/** The members a member has blocked, most recent first. */
export class ListBlocked extends Query<BlockedMemberResponse[]> {
  constructor(readonly userId: string) {
    super();
  }
}
