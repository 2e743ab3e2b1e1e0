import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DOCUMENT_STORE } from '@packmeet/projections/store/document-store.port';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { EVENT_STORE } from '../event-store/event-store.port.js';
import { OBJECT_STORAGE } from './object-storage/object-storage.port.js';
import { CommandSender } from '../shared/application/command-sender.js';
import { KeptAnswers } from '../http/kept-answers.js';
import { SpaShell } from '../http/spa-shell.js';
import { AGGREGATES, type Aggregates } from '../shared/aggregates.js';
import { CLOCK, ID_GENERATOR, systemClock, uuidGenerator } from '../shared/clock.port.js';
import { LOGGER, type Logger } from '../shared/logger.js';
import { READ_MODEL_SYNC } from '../shared/read-model-sync.port.js';
import { Caches } from './caching/caches.js';
import { ReadModelChanges } from './caching/read-model-changes.js';
import { ENGINES, type Engines } from './engines.js';
import { REACTION_CHECKPOINTS } from './reaction-checkpoints/reaction-checkpoints.port.js';

/**
 * Makes the opened engines and the configuration injectable everywhere, behind
 * their ports, with the one write path every command route takes and the
 * application's caches (`Caches`, see caching/).
 */
@Global()
@Module({})
export class InfrastructureModule {
  static register(
    config: AppConfig,
    engines: Engines,
    { aggregates, caches }: { aggregates: Aggregates; caches: Caches },
    logger: Logger,
  ): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: config },
      { provide: ENGINES, useValue: engines },
      { provide: EVENT_STORE, useValue: engines.eventStore },
      { provide: AGGREGATES, useValue: aggregates },
      { provide: Caches, useValue: caches },
      { provide: ReadModelChanges, useValue: caches.changes },
      { provide: DOCUMENT_STORE, useValue: engines.documentStore },
      { provide: READ_MODEL_SYNC, useValue: engines.readModelSync },
      { provide: OBJECT_STORAGE, useValue: engines.objectStorage },
      { provide: REACTION_CHECKPOINTS, useValue: engines.reactionCheckpoints },
      { provide: LOGGER, useValue: logger },
      { provide: CLOCK, useValue: systemClock },
      { provide: ID_GENERATOR, useValue: uuidGenerator },
      { provide: SpaShell, useValue: new SpaShell(config.frontendDist) },
    ];
    return {
      module: InfrastructureModule,
      providers: [...providers, CommandSender, KeptAnswers],
      exports: [...providers.map((provider) => provider.provide), CommandSender, KeptAnswers],
    };
  }
}
