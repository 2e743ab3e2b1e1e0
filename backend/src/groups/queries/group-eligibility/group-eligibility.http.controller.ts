import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetGroupEligibility } from './group-eligibility.query.js';
import type { EligibilityResponse } from '../../../contracts/groups.js';

const eligibilityQuery = z.object({ invite: z.string().max(100).optional() });

@Controller('api/groups')
@UseGuards(RequireUser)
export class GroupEligibilityController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** `?invite=<code>` for an invite-only group the caller is not in yet. */
  @Get(':id/eligibility')
  eligibility(
    @Param('id') groupId: string,
    @Query({ schema: eligibilityQuery }) query: z.infer<typeof eligibilityQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<EligibilityResponse> {
    return this.queryBus.execute(new GetGroupEligibility(groupId, user.id, query.invite ?? null));
  }
}
