import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { LeaveGroup } from './leave-group.command.js';

@CommandHandler(LeaveGroup)
export class LeaveGroupHandler implements ICommandHandler<LeaveGroup> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ groupId, userId, context }: LeaveGroup) {
    const { position } = await handleCommand({
      store: this.store,
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: { type: 'LeaveGroup', groupId, userId },
    });
    return { position };
  }
}
