import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { PROJECTION_OPERATIONS, type ProjectionOperations } from './projection-operations.port.js';
import type {
  ProjectionsOverviewResponse,
  ReplayAllStartedResponse,
  ReplayStartedResponse,
  VerifyResponse,
} from '../../contracts/admin.js';
import { OperatorsToo, RequireAdmin } from '../../auth/index.js';

const verifyRequest = z
  .object({
    names: z
      .array(z.string().min(1).max(100), { error: 'names must be a list of projection names' })
      .max(50)
      .optional(),
  })
  .default({});

/**
 * The operators' projections API: status, blue/green replays (answered at
 * once with 202; progress comes from GET or the 'admin:projections' socket
 * message) and verification against a fresh fold.
 */
@Controller('api/admin/projections')
@UseGuards(RequireAdmin)
@OperatorsToo()
export class ProjectionsAdminController {
  constructor(@Inject(PROJECTION_OPERATIONS) private readonly projections: ProjectionOperations) {}

  @Get()
  overview(): Promise<ProjectionsOverviewResponse> {
    return this.projections.overview();
  }

  @Post('replay-all')
  @HttpCode(202)
  replayAll(): Promise<ReplayAllStartedResponse> {
    return this.projections.replayAll();
  }

  @Post(':name/replay')
  @HttpCode(202)
  replay(@Param('name') name: string): Promise<ReplayStartedResponse> {
    return this.projections.replay(name);
  }

  /** Rebuilds into scratch collections and compares; can take as long as a replay. */
  @Post('verify')
  @HttpCode(200)
  verify(
    @Body({ schema: verifyRequest }) body: z.infer<typeof verifyRequest>,
  ): Promise<VerifyResponse> {
    return this.projections.verify(body.names);
  }
}
