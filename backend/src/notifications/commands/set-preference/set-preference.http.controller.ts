import { Body, Controller, Inject, Put, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import type { NotificationPreferences } from '../../../contracts/notifications.js';
import {
  setNotificationPreferenceRequest,
  type SetNotificationPreferenceRequest,
} from '../../../contracts/requests/notifications.request.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { NotificationReader } from '../../queries/notification-reader.js';
import { UpdateInbox } from '../update-inbox/update-inbox.command.js';

/** One channel of one kind on or off, from the profile page; answers every preference. */
@Controller('api/notifications/preferences')
@UseGuards(RequireUser)
export class SetPreferenceController {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(NotificationReader) private readonly reader: NotificationReader,
  ) {}

  @Put()
  async set(
    @Body({ schema: setNotificationPreferenceRequest }) body: SetNotificationPreferenceRequest,
    @SignedIn() { user, context }: Caller,
  ): Promise<NotificationPreferences> {
    const current = (await this.reader.preferences(user.id))[body.kind][body.channel];
    await this.commands.send(
      new UpdateInbox(
        { type: 'SetPreference', userId: user.id, ...body, current, via: 'profile' },
        context,
      ),
    );
    return this.reader.preferences(user.id);
  }
}
