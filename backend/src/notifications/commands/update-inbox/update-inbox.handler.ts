import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { inboxStream, notificationInboxDecider } from '../../domain/notification-inbox.decider.js';
import { UpdateInbox } from './update-inbox.command.js';

@CommandHandler(UpdateInbox)
export class UpdateInboxHandler implements ICommandHandler<UpdateInbox> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ command, context }: UpdateInbox) {
    return this.aggregates.handle({
      stream: inboxStream(command.userId),
      decider: notificationInboxDecider,
      context,
      command,
    });
  }
}
