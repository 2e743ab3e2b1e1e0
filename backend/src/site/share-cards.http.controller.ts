import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { cityShareCard, GetCitySummary } from '../locations/index.js';
import { eventShareCard, GetMeetup } from '../meetups/index.js';
import { CoverPhotos } from '../photos/index.js';
import { cardName, sendShareCard, ShareCardRenderer, SITE_CARD } from '../sharing/index.js';
import type { CitySummary } from '../contracts/locations.js';
import type { MeetupResponse } from '../contracts/meetups.js';

/**
 * The share cards pages link as og:image, `?v=` their version. Each is drawn
 * from what a visitor may see (a request carries no token): a private or
 * invite-only group's meetup has none, nor a city of invite-only groups only
 * (404). Outside /api, because link previews obey robots.txt.
 */
@Controller('og')
export class ShareCardsController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(ShareCardRenderer) private readonly renderer: ShareCardRenderer,
    @Inject(CoverPhotos) private readonly covers: CoverPhotos,
  ) {}

  /** GET /og/event/{meetup id}.png */
  @Get('event/:file')
  async event(@Param('file') file: string, @Query('v') v: unknown, @Res() reply: FastifyReply) {
    const id = cardName(file);
    const meetup: MeetupResponse | null = id
      ? await this.queryBus.execute(new GetMeetup({ _id: id }, null)).catch(() => null)
      : null;
    // The organizer's cover photo beside the words (a public meetup's only). The page's
    // og:image link names the card without it, so a card with a cover is cached briefly.
    const photo = meetup ? await this.covers.of(meetup.id) : null;
    const card = meetup && { ...eventShareCard(meetup), ...(photo ? { photo } : {}) };
    return sendShareCard(reply, this.renderer, card, v);
  }

  /** GET /og/city/{city slug}.png */
  @Get('city/:file')
  async city(@Param('file') file: string, @Query('v') v: unknown, @Res() reply: FastifyReply) {
    const slug = cardName(file)?.toLowerCase();
    const summary: CitySummary | null = slug
      ? await this.queryBus.execute(new GetCitySummary(slug, new Date())).catch(() => null)
      : null;
    return sendShareCard(reply, this.renderer, summary && cityShareCard(summary), v);
  }

  /** GET /og/site.png: the card of the pages about PackMeet itself. */
  @Get('site.png')
  site(@Query('v') v: unknown, @Res() reply: FastifyReply) {
    return sendShareCard(reply, this.renderer, SITE_CARD, v);
  }
}
