import { Query } from '@nestjs/cqrs';
import type { InviteResponse } from '../../../contracts/groups.js';

/** The group an invite link opens, for anyone holding the link (signed in or not). */
export class GetInvite extends Query<InviteResponse> {
  constructor(
    readonly code: string,
    readonly viewerId: string | null,
  ) {
    super();
  }
}
