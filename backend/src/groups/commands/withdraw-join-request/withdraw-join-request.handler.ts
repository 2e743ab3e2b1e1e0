import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { WithdrawJoinRequest } from './withdraw-join-request.command.js';

@CommandHandler(WithdrawJoinRequest)
export class WithdrawJoinRequestHandler implements ICommandHandler<WithdrawJoinRequest> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ groupId, userId, context }: WithdrawJoinRequest) {
    return this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: { type: 'WithdrawJoinRequest', groupId, userId, now: context.now },
    });
  }
}
