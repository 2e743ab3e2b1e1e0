import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { TransferGroup } from './transfer-group.command.js';

@CommandHandler(TransferGroup)
export class TransferGroupHandler implements ICommandHandler<TransferGroup> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ groupId, toUserId, by, context }: TransferGroup) {
    return this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: { type: 'TransferOwnership', groupId, toUserId, by },
    });
  }
}
