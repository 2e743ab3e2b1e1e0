import { Controller, Get, Inject, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import type {
  NotificationListResponse,
  NotificationPreferences,
} from '../../../contracts/notifications.js';
import { pageQuery, type PageQuery } from '../../../contracts/requests/paging.request.js';
import { decodeCursor, endPage } from '../../../http/paging.js';
import { NotificationReader } from '../notification-reader.js';

const position = z.object({ createdAt: z.iso.datetime(), id: z.string().min(1).max(200) });

/** The caller's own notifications (latest first, with the unread count) and preferences. */
@Controller('api/notifications')
@UseGuards(RequireUser)
export class ListNotificationsController {
  constructor(@Inject(NotificationReader) private readonly reader: NotificationReader) {}

  /** Paged (`?limit&cursor`, the next page in the `Link` header); the body keeps its shape. */
  @Get()
  async list(
    @SignedIn() { user }: Caller,
    @Query({ schema: pageQuery }) query: PageQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NotificationListResponse> {
    const after = decodeCursor(query.cursor, position);
    const found = await this.reader.list(user.id, query.limit + 1, after);
    const notifications = endPage(
      found.notifications,
      query.limit,
      (last) => ({ createdAt: last.createdAt, id: last.id }),
      request,
      reply,
    );
    return { notifications, unreadCount: found.unreadCount };
  }

  @Get('preferences')
  preferences(@SignedIn() { user }: Caller): Promise<NotificationPreferences> {
    return this.reader.preferences(user.id);
  }
}
