import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { CreateInviteLink } from './create-invite-link.command.js';

const DAY_MS = 24 * 60 * 60 * 1000;

@CommandHandler(CreateInviteLink)
export class CreateInviteLinkHandler implements ICommandHandler<CreateInviteLink> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ groupId, by, request, context }: CreateInviteLink) {
    const inviteId = this.ids.newId();
    // The code is the only secret between an invite-only group and the world: 128 random bits.
    const code = randomBytes(16).toString('base64url');
    const expiresAt =
      request.expiresInDays === null
        ? null
        : new Date(context.now.getTime() + request.expiresInDays * DAY_MS).toISOString();
    const { position } = await this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: {
        type: 'CreateInviteLink',
        groupId,
        by,
        inviteId,
        code,
        expiresAt,
        maxUses: request.maxUses,
      },
    });
    return { inviteId, position };
  }
}
