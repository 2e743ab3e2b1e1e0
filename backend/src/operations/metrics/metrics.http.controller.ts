import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { forbidden, unauthorized } from '../../shared/errors.js';
import { metricsAccess } from './metrics-access.js';
import { Metrics } from './metrics.js';

/**
 * GET /metrics: Prometheus text format. Readable with METRICS_TOKEN when it is
 * set, otherwise only from private addresses (see metrics-access.ts), so the
 * public site never shows it.
 */
@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Metrics) private readonly metrics: Metrics,
  ) {}

  @Get()
  @Header('content-type', Registry.PROMETHEUS_CONTENT_TYPE)
  @Header('cache-control', 'no-store')
  async scrape(@Req() request: FastifyRequest): Promise<string> {
    const access = metricsAccess(
      { headers: request.headers, peerAddress: request.raw.socket.remoteAddress },
      this.config.metricsToken,
    );
    if (access === 'token_required') {
      throw unauthorized(
        'METRICS.TOKEN_REQUIRED',
        'Metrics need the metrics token: send Authorization: Bearer <METRICS_TOKEN>.',
      );
    }
    if (access === 'internal_only') {
      throw forbidden(
        'METRICS.INTERNAL_ONLY',
        'Metrics are served only to private network addresses; set METRICS_TOKEN to read them from elsewhere.',
      );
    }
    return this.metrics.render();
  }
}
