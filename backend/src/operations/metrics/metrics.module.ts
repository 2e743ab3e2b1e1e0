import { Global, Module, type DynamicModule } from '@nestjs/common';
import { MetricsController } from './metrics.http.controller.js';
import { Metrics } from './metrics.js';

/** GET /metrics, and the application's Metrics for whoever reports into them (the live gateway). */
@Global()
@Module({})
export class MetricsModule {
  static register(metrics: Metrics): DynamicModule {
    return {
      module: MetricsModule,
      controllers: [MetricsController],
      providers: [{ provide: Metrics, useValue: metrics }],
      exports: [Metrics],
    };
  }
}
