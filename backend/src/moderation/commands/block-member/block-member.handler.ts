import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStream } from '../../../accounts/index.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { blocksDecider, blocksStream } from '../../domain/blocks.decider.js';
import { BlockMember } from './block-member.command.js';

@CommandHandler(BlockMember)
export class BlockMemberHandler implements ICommandHandler<BlockMember> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ blockerId, blockedId, block, context }: BlockMember) {
    const { position } = await this.aggregates.handle({
      stream: blocksStream(blockerId),
      decider: blocksDecider,
      context,
      command: block
        ? async () => ({
            type: 'BlockMember' as const,
            blockerId,
            blockedId,
            blockedExists:
              (await this.aggregates.load(userStream(blockedId), userDecider)).status ===
              'registered',
          })
        : { type: 'UnblockMember' as const, blockerId, blockedId },
    });
    return { blocked: block, position };
  }
}
