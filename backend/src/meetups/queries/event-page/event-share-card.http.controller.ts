import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { cardName, sendShareCard } from '../../../sharing/share-card/share-card.reply.js';
import { ShareCardRenderer } from '../../../sharing/share-card/share-card.renderer.js';
import { GetMeetup } from '../get-meetup/get-meetup.query.js';
import { eventShareCard } from './event-facts.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

/**
 * GET /og/event/{id}.png?v={version}: the meetup's share card, as a visitor
 * may see it (a request carries no token). A private or invite-only group's
 * meetup has none (404). Outside /api so crawlers that obey robots.txt fetch it.
 */
@Controller('og/event')
export class EventShareCardController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ShareCardRenderer) private readonly renderer: ShareCardRenderer,
  ) {}

  @Get(':file')
  async card(
    @Param('file') file: string,
    @Query('v') version: unknown,
    @Res() reply: FastifyReply,
  ) {
    const id = cardName(file);
    const meetup: MeetupResponse | null = id
      ? await this.queryBus.execute(new GetMeetup({ _id: id }, null)).catch(() => null)
      : null;
    return sendShareCard(reply, this.renderer, meetup && eventShareCard(meetup), version);
  }
}
