import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import type {
  NotificationListResponse,
  NotificationPreferences,
} from '../../../contracts/notifications.js';
import { NotificationReader } from '../notification-reader.js';

/** The caller's own notifications (latest first, with the unread count) and preferences. */
@Controller('api/notifications')
@UseGuards(RequireUser)
export class ListNotificationsController {
  constructor(@Inject(NotificationReader) private readonly reader: NotificationReader) {}

  @Get()
  list(@SignedIn() { user }: Caller): Promise<NotificationListResponse> {
    return this.reader.list(user.id);
  }

  @Get('preferences')
  preferences(@SignedIn() { user }: Caller): Promise<NotificationPreferences> {
    return this.reader.preferences(user.id);
  }
}
