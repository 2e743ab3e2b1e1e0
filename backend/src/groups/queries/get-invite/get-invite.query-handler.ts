import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { inviteNotFound, openInvite } from '../admission.js';
import { GetGroup } from '../get-group/get-group.query.js';
import { GetInvite } from './get-invite.query.js';
import type { GroupResponse, InviteResponse } from '../../../contracts/groups.js';

@QueryHandler(GetInvite)
export class GetInviteHandler implements IQueryHandler<GetInvite> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ code, viewerId }: GetInvite): Promise<InviteResponse> {
    const invite = await openInvite(this.store, code, this.clock.now());
    // One answer for unknown, expired, used-up and revoked links: none says whether a code existed.
    if (!invite) throw inviteNotFound();
    const group: GroupResponse = await this.queries.execute(
      new GetGroup(invite.groupId, viewerId, { inviteCode: code }),
    );
    return { group };
  }
}
