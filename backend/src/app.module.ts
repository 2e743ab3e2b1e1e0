import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import { AccountsModule } from './accounts/accounts.module.js';
import { ForgetModule } from './forget/forget.module.js';
import { AUTH_RATE_LIMIT_MESSAGE, authRateLimitKey } from './auth/index.js';
import { AuthModule } from './auth/auth.module.js';
import type { AppConfig } from './config/config.js';
import { DogsModule } from './dogs/dogs.module.js';
import { DiscussionModule } from './discussion/discussion.module.js';
import { GeographyModule } from './geography/geography.module.js';
import { GroupsModule } from './groups/groups.module.js';
import type { Engines } from './infrastructure/engines.js';
import { InfrastructureModule } from './infrastructure/infrastructure.module.js';
import { LiveModule } from './live/live.module.js';
import { LocationsModule } from './locations/locations.module.js';
import { MeetupsModule } from './meetups/meetups.module.js';
import { ModerationModule } from './moderation/moderation.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { MeetupDayModule } from './meetups/meetup-day.module.js';
import { ObjectsModule } from './objects/objects.module.js';
import { PhotosModule } from './photos/index.js';
import { BenchController, type Metrics } from './operations/index.js';
import { MetricsModule } from './operations/metrics/metrics.module.js';
import { OperationsModule } from './operations/operations.module.js';
import type { Aggregates } from './shared/aggregates.js';
import type { Caches } from './infrastructure/caching/caches.js';
import { SearchModule } from './search/search.module.js';
import { PlaymatesModule } from './playmates/playmates.module.js';
import { SiteModule } from './site/site.module.js';
import { TrainersModule } from './trainers/trainers.module.js';
import type { Logger } from './shared/logger.js';

@Module({})
export class AppModule {
  static register(
    config: AppConfig,
    engines: Engines,
    kept: { aggregates: Aggregates; caches: Caches },
    logger: Logger,
    metrics: Metrics,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.register(config, engines, kept, logger),
        CqrsModule.forRoot(),
        ThrottlerModule.forRoot({
          throttlers: [{ name: 'auth', ttl: 60_000, limit: config.authRateLimit.perIpPerMinute }],
          errorMessage: AUTH_RATE_LIMIT_MESSAGE,
          generateKey: authRateLimitKey,
        }),
        AuthModule,
        GeographyModule,
        AccountsModule,
        ForgetModule,
        DogsModule,
        GroupsModule,
        MeetupsModule,
        MeetupDayModule,
        DiscussionModule,
        LiveModule,
        LocationsModule,
        ObjectsModule,
        PhotosModule,
        NotificationsModule,
        ModerationModule,
        OperationsModule,
        SiteModule,
        TrainersModule,
        SearchModule,
        PlaymatesModule,
        MetricsModule.register(metrics),
      ],
      controllers: config.benchRoutes ? [BenchController] : [],
    };
  }
}
