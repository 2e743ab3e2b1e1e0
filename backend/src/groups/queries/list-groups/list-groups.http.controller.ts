import { Controller, Get, Headers, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { RequireUser } from '../../../auth/auth.guards.js';
import { acceptsGzip, gzippedOnce } from '../../../http/precompressed.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { ListGroups, type SerializedGroupList } from './list-groups.query.js';

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
   */
  @Get()
  async listGroups(
    @Query({ schema: listGroupsQuery }) query: z.infer<typeof listGroupsQuery>,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SerializedGroupList | Buffer> {
    const searchFrom = query.city && query.state ? { city: query.city, state: query.state } : null;
    const body = await this.queryBus.execute(new ListGroups(user.id, searchFrom));
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('vary', 'accept-encoding');
    if (!acceptsGzip(acceptEncoding)) return body;
    reply.header('content-encoding', 'gzip');
    return gzippedOnce(body);
  }
}
