import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { JoinGroup } from './join-group.command.js';

@CommandHandler(JoinGroup)
export class JoinGroupHandler implements ICommandHandler<JoinGroup> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ groupId, userId, context }: JoinGroup) {
    const { events, position } = await handleCommand({
      store: this.store,
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: { type: 'JoinGroup', groupId, userId },
    });
    return { joined: events.length > 0, position };
  }
}
