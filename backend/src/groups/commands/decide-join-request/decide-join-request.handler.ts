import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { ownersDogs } from '../owners-dogs.js';
import { DecideJoinRequest } from './decide-join-request.command.js';

@CommandHandler(DecideJoinRequest)
export class DecideJoinRequestHandler implements ICommandHandler<DecideJoinRequest> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ groupId, userId, by, approve, message, context }: DecideJoinRequest) {
    return this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      // An approval checks the requested dogs as their profiles say now, not as they were asked for.
      command: async (group) => ({
        type: 'DecideJoinRequest' as const,
        groupId,
        userId,
        by,
        approve,
        message,
        dogs:
          group.status === 'created' && approve
            ? await ownersDogs(this.aggregates, userId, group.requests.get(userId)?.dogIds ?? [])
            : [],
        now: context.now,
      }),
    });
  }
}
