import { Module } from '@nestjs/common';
import { HealthController } from './health/health.http.controller.js';

/** What operators use: health now; metrics and replays later. */
@Module({ controllers: [HealthController] })
export class OperationsModule {}
