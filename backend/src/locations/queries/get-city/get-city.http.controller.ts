import { Controller, Get, Header, Headers, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { GetCitySummary } from './get-city.query.js';
import type { CitySummary } from '../../../contracts/locations.js';
import { KeptAnswers } from '../../../http/kept-answers.js';

@Controller('api/locations/city')
export class GetCityController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    /** Each kept answer's bytes, encoded once (a busy area's page ~17 KB, a busy city's summary over 100 KB). */
    @Inject(KeptAnswers) private readonly kept: KeptAnswers,
  ) {}

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
    return this.kept.send(summary, acceptEncoding, reply);
  }
}
