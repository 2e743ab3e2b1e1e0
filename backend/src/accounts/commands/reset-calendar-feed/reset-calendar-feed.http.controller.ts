import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { ResetCalendarFeed } from './reset-calendar-feed.command.js';

@Controller('api/calendar/feed-url/reset')
@UseGuards(RequireUser)
export class ResetCalendarFeedController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** 204 once the read models have the new version: `GET /api/calendar/feed-url` then gives the new URL. */
  @Post()
  @HttpCode(204)
  async reset(@SignedIn() caller: Caller): Promise<void> {
    await this.commands.send(new ResetCalendarFeed(caller.user.id, caller.context));
  }
}
