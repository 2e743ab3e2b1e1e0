import { Controller, Get, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequireUser } from '../../../auth/auth.guards.js';
import { acceptsGzip, gzippedOnce } from '../../../http/precompressed.js';
import { parseOrReject } from '../../../http/validation.pipe.js';
import { ListGroups } from './list-groups.query.js';

const listGroupsQuery = z
  .object({
    city: z.string().trim().min(1).max(100).optional(),
    state: z.string().trim().min(1).max(50).optional(),
  })
  .refine((query) => (query.city === undefined) === (query.state === undefined), {
    message: 'Search from a city and a state together',
    path: ['city'],
  });

@Controller('api/groups')
@UseGuards(RequireUser)
export class ListGroupsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /**
   * Radius is a client-side filter: the list carries every distance, some
   * 50 KB in a busy city. Browsers take gzip, about a sixth of that, and the
   * list is a shared cached Buffer, so it is compressed once per change.
   * The busiest read of the product, so it takes the request and the reply
   * whole: it validates in place rather than through Nest's parameter pipes
   * (see parseOrReject) and sends its bytes itself, sparing Nest's checks of
   * a body it would only pass on.
   */
  @Get()
  async listGroups(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const query = parseOrReject(listGroupsQuery, request.query);
    const searchFrom = query.city && query.state ? { city: query.city, state: query.state } : null;
    const body = await this.queryBus.execute(new ListGroups(request.user!.id, searchFrom));
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('vary', 'accept-encoding');
    if (acceptsGzip(request.headers['accept-encoding'])) {
      void reply.header('content-encoding', 'gzip').send(gzippedOnce(body));
    } else {
      void reply.send(body);
    }
  }
}
