import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import type { NotificationListResponse } from '../../../contracts/notifications.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { NotificationReader } from '../../queries/notification-reader.js';
import { UpdateInbox } from '../update-inbox/update-inbox.command.js';

/** Mark one notification read, or all of them; answers the list as it is after. */
@Controller('api/notifications')
@UseGuards(RequireUser)
export class MarkReadController {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(NotificationReader) private readonly reader: NotificationReader,
  ) {}

  @Post('read-all')
  @HttpCode(200)
  async markAllRead(@SignedIn() { user, context }: Caller): Promise<NotificationListResponse> {
    const unread = await this.reader.unreadCount(user.id);
    await this.commands.send(
      new UpdateInbox({ type: 'MarkAllRead', userId: user.id, unread }, context),
    );
    return this.reader.list(user.id);
  }

  @Post(':id/read')
  @HttpCode(200)
  async markRead(
    @Param('id') id: string,
    @SignedIn() { user, context }: Caller,
  ): Promise<NotificationListResponse> {
    const notification = await this.reader.find(user.id, id);
    await this.commands.send(
      new UpdateInbox(
        { type: 'MarkRead', userId: user.id, notificationId: id, notification },
        context,
      ),
    );
    return this.reader.list(user.id);
  }
}
