import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { SuspendedMemberResponse } from '../../../contracts/moderation.js';
import { RequireAdmin } from '../../../auth/index.js';
import { ListSuspensions } from './list-suspensions.query.js';

@Controller('api/admin/moderation')
@UseGuards(RequireAdmin)
export class ListSuspensionsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get('suspensions')
  list(): Promise<SuspendedMemberResponse[]> {
    return this.queryBus.execute(new ListSuspensions());
  }
}
