import { Controller, Get, Header, Headers, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { GetCitySummary } from './get-city.query.js';
import type { CitySummary } from '../../../contracts/locations.js';
import { KeptAnswers } from '../../../http/kept-answers.js';

/** Each kept summary's bytes: the same for every visitor, and over 100 KB for a busy city. */
const kept = new KeptAnswers<CitySummary>();

@Controller('api/locations/city')
export class GetCityController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** Public, cached five minutes; 404 'City not found' for a slug without groups. */
  @Get(':citySlug')
  @Header('cache-control', 'public, max-age=300')
  @Header('content-type', 'application/json; charset=utf-8')
  async city(
    @Param('citySlug') slug: string,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | Buffer> {
    const summary: CitySummary = await this.queryBus.execute(
      new GetCitySummary(slug.toLowerCase(), new Date()),
    );
    return kept.send(summary, acceptEncoding, reply);
  }
}
