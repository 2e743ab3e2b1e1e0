import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { ROUTE_MODULES } from '../../../http/route-modules.js';
import { SpaShell } from '../../../http/spa-shell.js';
import { GetMeetup } from '../get-meetup/get-meetup.query.js';
import { eventPageContent } from './event-page.content.js';
import { eventShareImage, meetupWhen, withoutCountry } from './event-facts.js';
import { eventStructuredData } from './event-structured-data.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

/**
 * The HTML of /event/{slug} and /meetups/{id}: the single-page app, with the
 * meetup's title, description, canonical link, Open Graph and Twitter tags
 * (its share card as the image) and schema.org JSON-LD in its head, and its
 * key facts inside #root, so shared links preview well and search engines
 * index the event. A
 * page request carries no token, so this is always what a visitor may see: a
 * meetup of a private or invite-only group is the plain 404 page, with no
 * title, description, JSON-LD, Open Graph data or share card. Links are absolute from
 * PUBLIC_URL (the event's canonical /event/{slug}), never the Host header.
 */
@Controller()
export class EventPageController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(SpaShell) private readonly shell: SpaShell,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('event/:slug')
  bySlug(@Param('slug') slug: string, @Res() reply: FastifyReply) {
    return this.render({ slug }, reply);
  }

  @Get('meetups/:id')
  byId(@Param('id') id: string, @Res() reply: FastifyReply) {
    return this.render({ _id: id }, reply);
  }

  private async render(by: { _id: string } | { slug: string }, reply: FastifyReply) {
    const meetup: MeetupResponse | null = await this.queryBus
      .execute(new GetMeetup(by, null))
      .catch(() => null);
    const url = meetup ? `${this.config.publicUrl}/event/${encodeURIComponent(meetup.slug)}` : '';
    const image = meetup ? eventShareImage(this.config.publicUrl, meetup) : undefined;
    const html =
      meetup && image
        ? this.shell.render({
            title: `${meetup.title} · PackMeet`,
            description: describe(meetup),
            url,
            type: 'website',
            image,
            jsonLd: eventStructuredData(meetup, {
              page: url,
              image: image.url,
              origin: this.config.publicUrl,
            }),
            content: eventPageContent(meetup, this.shell.firstScreens()?.eventFrame),
            route: ROUTE_MODULES.event,
          })
        : this.shell.page();
    if (!html)
      return reply
        .status(404)
        .send({ statusCode: 404, error: 'Not Found', message: 'The web app has not been built' });
    return reply
      .status(meetup ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  }
}

function describe(meetup: MeetupResponse): string {
  // A preview has no viewer: the time at the place, with its zone ('Sat, Mar 8, 6:30 PM EST').
  const when = meetupWhen(meetup);
  const where = withoutCountry(meetup.location);
  const summary =
    meetup.description.length > 160 ? `${meetup.description.slice(0, 157)}...` : meetup.description;
  return `${when} · ${where}${meetup.groupName ? ` · ${meetup.groupName}` : ''}. ${summary}`;
}
