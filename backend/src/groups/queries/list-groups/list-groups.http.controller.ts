import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { RequireUser } from '../../../auth/auth.guards.js';
import type { GroupListResponse } from '../../../contracts/groups.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
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

  /** Radius is a client-side filter: the list carries every distance. */
  @Get()
  listGroups(
    @Query({ schema: listGroupsQuery }) query: z.infer<typeof listGroupsQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<GroupListResponse> {
    const searchFrom = query.city && query.state ? { city: query.city, state: query.state } : null;
    return this.queryBus.execute(new ListGroups(user.id, searchFrom));
  }
}
