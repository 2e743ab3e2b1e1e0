import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { WithdrawRsvpsOfDepartedMember } from '../../../meetups/index.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { RemoveMember } from './remove-member.command.js';

@CommandHandler(RemoveMember)
export class RemoveMemberHandler implements ICommandHandler<RemoveMember> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ groupId, userId, by, reason, context }: RemoveMember) {
    const { position } = await this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: { type: 'RemoveMember', groupId, userId, by, reason },
    });
    // A removal ends everything at once, as leaving does: the RSVPs to the group's upcoming meetups go too.
    return this.commands.execute(
      new WithdrawRsvpsOfDepartedMember(groupId, userId, position, context),
    );
  }
}
