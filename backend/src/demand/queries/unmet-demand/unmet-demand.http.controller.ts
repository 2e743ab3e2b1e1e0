import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { demandMonth, type UnmetDemandResponse } from '../../../contracts/demand.js';
import { OperatorsToo, RequireAdmin } from '../../../auth/index.js';
import { GetUnmetDemand } from './unmet-demand.query.js';

const unmetDemandQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month must look like 2026-11' })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int({ error: 'limit must be a number from 1 to 100' })
    .min(1, { error: 'limit must be a number from 1 to 100' })
    .max(100, { error: 'limit must be a number from 1 to 100' })
    .default(20),
});

/** Administrators only: where owners looked for groups nobody runs yet (counts, never names). */
@Controller('api/admin/demand')
@UseGuards(RequireAdmin)
@OperatorsToo()
export class UnmetDemandController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get()
  unmet(
    @Query({ schema: unmetDemandQuery }) query: z.infer<typeof unmetDemandQuery>,
  ): Promise<UnmetDemandResponse> {
    return this.queryBus.execute(
      new GetUnmetDemand(query.month ?? demandMonth(new Date()), query.limit),
    );
  }
}
