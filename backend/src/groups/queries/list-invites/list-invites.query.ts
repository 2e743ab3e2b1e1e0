import { Query } from '@nestjs/cqrs';
import type { InviteLinkResponse } from '../../../contracts/groups.js';

/** A group's invite links, newest first (organizers). */
export class ListInvites extends Query<InviteLinkResponse[]> {
  constructor(
    readonly groupId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}
