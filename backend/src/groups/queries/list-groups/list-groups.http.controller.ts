import { Controller, Get, Inject, Query, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import {
  GROUP_LISTS,
  type GroupListName,
  type GroupListResponse,
  type GroupResponse,
} from '../../../contracts/groups.js';
import {
  listGroupsQuery,
  type ListGroupsQuery,
} from '../../../contracts/requests/list-groups.request.js';
import { DemandSignals, nothingNearby } from '../../../demand/index.js';
import { decodeCursor, endPage, itemsAfter, nextPageUrl } from '../../../http/paging.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { nearestFirst, type ListPosition } from '../group-list.cache.js';
import { ListGroups, type GroupLists } from './list-groups.query.js';

/** A page's position: the last group's distance, name and id (the list's order). */
const position = z.object({
  d: z.number().nonnegative().nullable(),
  n: z.string().max(200),
  id: z.string().min(1).max(100),
});
type Position = z.infer<typeof position>;

const positionOf = (group: GroupResponse): Position => ({
  d: group.distanceMiles,
  n: group.name,
  id: group.id,
});
const compare = (group: GroupResponse, at: Position) =>
  nearestFirst(group, { distanceMiles: at.d, name: at.n, id: at.id } satisfies ListPosition);

@Controller('api/groups')
@UseGuards(RequireUser)
export class ListGroupsController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(DemandSignals) private readonly demand: DemandSignals,
  ) {}

  /**
   * Radius is a client-side filter: the list carries every distance, nearest
   * first, a page at a time. The client names its radius (and activity) so
   * that finding nothing in it counts as demand near the city searched from
   * (docs/discovery.md, "Demand"). The lists are cut from the cached whole
   * list (GroupListCache), which the query needs whole for the stats anyway.
   */
  @Get()
  async listGroups(
    @Query({ schema: listGroupsQuery }) query: ListGroupsQuery,
    @SignedIn() caller: Caller,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GroupListResponse | GroupResponse[]> {
    const after = decodeCursor(query.cursor, position);
    const searchFrom = query.city && query.state ? { city: query.city, state: query.state } : null;
    const lists: GroupLists = await this.queryBus.execute(
      new ListGroups(caller.user.id, searchFrom),
    );
    if (query.list !== undefined) {
      const found = itemsAfter(lists[query.list], after, compare, query.limit + 1);
      return endPage(found, query.limit, positionOf, request, reply);
    }
    const activity = query.activity ?? null;
    if (query.radius !== undefined && nothingNearby(lists.groups, query.radius, activity)) {
      const { city, state } = lists.userLocation;
      await this.demand.record(caller, [{ city, state, activity, reason: 'no-group-nearby' }]);
    }
    return firstPages(lists, query.limit, request);
  }
}

/** The spec's answer with each list cut to its first page, and where each goes on. */
function firstPages(lists: GroupLists, limit: number, request: FastifyRequest): GroupListResponse {
  const pages = { ...lists } as GroupListResponse;
  const nextPages = {} as Record<GroupListName, string | null>;
  for (const name of GROUP_LISTS) {
    const whole = lists[name];
    pages[name] = whole.slice(0, limit);
    nextPages[name] =
      whole.length > limit
        ? nextPageUrl(request, limit, positionOf(whole[limit - 1]!), {
            list: name,
            // Later pages record no demand: they are the same list, read on.
            radius: null,
            activity: null,
          })
        : null;
  }
  return { ...pages, nextPages };
}
