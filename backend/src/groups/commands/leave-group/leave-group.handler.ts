import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WithdrawRsvpsOfDepartedMember } from '../../../meetups/index.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { LeaveGroup } from './leave-group.command.js';

@CommandHandler(LeaveGroup)
export class LeaveGroupHandler implements ICommandHandler<LeaveGroup> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ groupId, userId, context }: LeaveGroup) {
    const { position } = await this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: { type: 'LeaveGroup', groupId, userId },
    });
    // Leaving ends everything at once: the RSVPs to the group's upcoming meetups go too.
    return this.commands.execute(
      new WithdrawRsvpsOfDepartedMember(groupId, userId, position, context),
    );
  }
}
