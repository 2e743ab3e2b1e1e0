import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { ACTIVITIES } from '../../../contracts/activities.js';
import type { GroupListResponse } from '../../../contracts/groups.js';
import { DemandSignals, nothingNearby } from '../../../demand/index.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { ListGroups } from './list-groups.query.js';

const listGroupsQuery = z
  .object({
    city: z.string().trim().min(1).max(100).optional(),
    state: z.string().trim().min(1).max(50).optional(),
    /** The radius the owner looks within: given, finding nothing in it is recorded as demand. */
    radius: z.coerce
      .number({ error: 'radius must be a number of miles from 1 to 100' })
      .int({ error: 'radius must be a number of miles from 1 to 100' })
      .min(1, { error: 'radius must be a number of miles from 1 to 100' })
      .max(100, { error: 'radius must be a number of miles from 1 to 100' })
      .optional(),
    activity: z.enum(ACTIVITIES, { error: 'Unknown activity' }).optional(),
  })
  .refine((query) => (query.city === undefined) === (query.state === undefined), {
    message: 'Search from a city and a state together',
    path: ['city'],
  });

@Controller('api/groups')
@UseGuards(RequireUser)
export class ListGroupsController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(DemandSignals) private readonly demand: DemandSignals,
  ) {}

  /**
   * Radius is a client-side filter: the list carries every distance. The
   * client names its radius (and activity) so that finding nothing in it
   * counts as demand near the city searched from (docs/discovery.md, "Demand").
   */
  @Get()
  async listGroups(
    @Query({ schema: listGroupsQuery }) query: z.infer<typeof listGroupsQuery>,
    @SignedIn() caller: Caller,
  ): Promise<GroupListResponse> {
    const searchFrom = query.city && query.state ? { city: query.city, state: query.state } : null;
    const list: GroupListResponse = await this.queryBus.execute(
      new ListGroups(caller.user.id, searchFrom),
    );
    const activity = query.activity ?? null;
    if (query.radius !== undefined && nothingNearby(list.groups, query.radius, activity)) {
      const { city, state } = list.userLocation;
      await this.demand.record(caller, [{ city, state, activity, reason: 'no-group-nearby' }]);
    }
    return list;
  }
}
