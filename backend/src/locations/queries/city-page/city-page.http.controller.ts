import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { ROUTE_MODULES } from '../../../http/route-modules.js';
import { SpaShell } from '../../../http/spa-shell.js';
import { Caches } from '../../../infrastructure/caching/caches.js';
import { AnswerMemo } from '../../../shared/answer-memo.js';
import { GetCitySummary } from '../get-city/get-city.query.js';
import { cityPageContent, cityShareImage, cityStructuredData } from './city-facts.js';
import type { CitySummary } from '../../../contracts/locations.js';

/** The city page's title and description, the same words the page sets (spec section 2). */
export function cityHead(summary: CitySummary): { title: string; description: string } {
  const breeds = summary.popularBreeds.slice(0, 3);
  return {
    title: `Dog Meetups in ${summary.city}, ${summary.state} · PackMeet`,
    description:
      `Join ${summary.totalGroups} dog group${summary.totalGroups === 1 ? '' : 's'} and ${summary.totalMembers} dog owner${summary.totalMembers === 1 ? '' : 's'} ` +
      `in ${summary.city}, ${summary.state}.` +
      (breeds.length ? ` Popular breeds: ${breeds.join(', ')}.` : '') +
      ' Calm, predictable meetups, free on PackMeet.',
  };
}

/**
 * GET /city/{slug}: the app, with the city's title, description, share card,
 * canonical link and JSON-LD (its next public meetups) in the page head,
 * and its key facts inside #root. The page is cached publicly, so its og:url is built from PUBLIC_URL,
 * never from the request's Host header, which anyone can set.
 */
@Controller()
export class CityPageController {
  /**
   * Each summary's page, rendered once and kept as long as the summary: a
   * summary is replaced when the read models change (city-summary.cache.ts),
   * so a new summary is rendered anew.
   */
  private readonly rendered = new AnswerMemo<CitySummary, string>({
    name: 'city_pages',
    purpose: "rendering a city page's head and key facts into the app's HTML per request",
    sizeOf: (html) => 2 * html.length,
  });

  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(SpaShell) private readonly shell: SpaShell,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Caches) caches: Caches,
  ) {
    caches.report(this.rendered);
  }

  @Get('city/:citySlug')
  async page(@Param('citySlug') slug: string, @Res() reply: FastifyReply) {
    const canonical = slug.toLowerCase();
    const summary: CitySummary | null = await this.queryBus
      .execute(new GetCitySummary(canonical, new Date()))
      .catch(() => null);
    const url = `${this.config.publicUrl}/city/${encodeURIComponent(canonical)}`;
    const html = summary
      ? this.rendered.get(summary, () => this.render(canonical, summary, url))
      : this.shell.page();
    if (!html)
      return reply
        .status(404)
        .send({ statusCode: 404, error: 'Not Found', message: 'The web app has not been built' });
    return reply
      .status(summary ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(html);
  }

  private render(slug: string, summary: CitySummary, url: string): string | undefined {
    const head = cityHead(summary);
    const meetups = summary.nextMeetups;
    return this.shell.render({
      ...head,
      url,
      image: cityShareImage(this.config.publicUrl, slug, summary),
      jsonLd: cityStructuredData(summary, meetups, { page: url, origin: this.config.publicUrl }),
      content: cityPageContent(
        summary,
        head.description,
        meetups,
        this.shell.firstScreens()?.cityFrame,
      ),
      route: ROUTE_MODULES.city,
    });
  }
}
