import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GROUP_INVITES } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { organizersGroup } from '../admission.js';
import { ListInvites } from './list-invites.query.js';
import type { InviteLinkResponse } from '../../../contracts/groups.js';

@QueryHandler(ListInvites)
export class ListInvitesHandler implements IQueryHandler<ListInvites> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ groupId, viewerId }: ListInvites): Promise<InviteLinkResponse[]> {
    await organizersGroup(this.store, groupId, viewerId);
    const invites = await this.store
      .collection(GROUP_INVITES)
      .find({ groupId }, { sort: { createdAt: -1, _id: 1 } });
    return invites.map((invite) => ({
      id: invite._id,
      code: invite.code,
      // PUBLIC_URL, never the request's Host header: a link someone shares must point home.
      url: `${this.config.publicUrl}/invite/${invite.code}`,
      expiresAt: invite.expiresAt,
      maxUses: invite.maxUses,
      uses: invite.uses,
      revoked: invite.revoked,
      createdAt: invite.createdAt,
      createdBy: invite.createdBy,
    }));
  }
}
