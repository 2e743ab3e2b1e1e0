import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { SuspendedMemberResponse } from '../../../contracts/moderation.js';
import { RequireAdministrator } from '../../require-administrator.guard.js';
import { ListSuspensions } from './list-suspensions.query.js';

@Controller('api/admin/moderation')
@UseGuards(RequireAdministrator)
export class ListSuspensionsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get('suspensions')
  list(): Promise<SuspendedMemberResponse[]> {
    return this.queryBus.execute(new ListSuspensions());
  }
}
