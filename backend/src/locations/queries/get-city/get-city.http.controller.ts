import { gzipSync } from 'node:zlib';
import { Controller, Get, Header, Headers, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { GetCitySummary } from './get-city.query.js';
import type { CitySummary } from '../../../contracts/locations.js';

/**
 * Each kept summary's JSON, serialized and gzipped once. A summary is the
 * same for every visitor (public groups' figures, private ones' listings)
 * and a busy city's is over 100 KB: encoding it per request cost more than
 * computing it once a minute (docs/discovery.md). Keyed by the summary
 * object the cache hands out, so a new summary is encoded anew and an old
 * one's bytes go with it.
 */
const encoded = new WeakMap<CitySummary, { json: string; gzip: Buffer }>();

function encode(summary: CitySummary) {
  let bytes = encoded.get(summary);
  if (!bytes) {
    const json = JSON.stringify(summary);
    bytes = { json, gzip: gzipSync(json) };
    encoded.set(summary, bytes);
  }
  return bytes;
}

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
    const bytes = encode(summary);
    if (!/\bgzip\b/.test(acceptEncoding ?? '')) return bytes.json;
    reply.header('content-encoding', 'gzip');
    return bytes.gzip;
  }
}
