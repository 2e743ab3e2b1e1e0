import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import type { ModerationReportResponse } from '../../../contracts/moderation.js';
import { RequireAdministrator } from '../../require-administrator.guard.js';
import { ListOpenReports } from './list-reports.query.js';

const listReportsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

@Controller('api/admin/moderation')
@UseGuards(RequireAdministrator)
export class ListReportsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** The moderation queue: open reports, oldest first. */
  @Get('reports')
  list(
    @Query({ schema: listReportsQuery }) query: z.infer<typeof listReportsQuery>,
  ): Promise<ModerationReportResponse[]> {
    return this.queryBus.execute(new ListOpenReports(query.limit));
  }
}
