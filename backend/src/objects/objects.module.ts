import { Module } from '@nestjs/common';
import { availableParallelism } from 'node:os';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AGGREGATES, type Aggregates } from '../shared/aggregates.js';
import { CLOCK, type Clock } from '../shared/clock.port.js';
import { LOGGER, type Logger } from '../shared/logger.js';
import { FinalizeUploadController } from './commands/finalize-upload/finalize-upload.http.controller.js';
import { FinalizeUploadHandler } from './commands/finalize-upload/finalize-upload.handler.js';
import { ReceiveUploadController } from './commands/receive-upload/receive-upload.http.controller.js';
import { ReceiveUploadHandler } from './commands/receive-upload/receive-upload.handler.js';
import { RequestUploadController } from './commands/request-upload/request-upload.http.controller.js';
import { RequestUploadHandler } from './commands/request-upload/request-upload.handler.js';
import { ServeObjectController } from './queries/serve-object/serve-object.http.controller.js';
import { ServeObjectHandler } from './queries/serve-object/serve-object.query-handler.js';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
} from '../infrastructure/object-storage/object-storage.port.js';
import { UploadSweeper } from './upload-sweeper.js';
import { ImageMaker } from './imaging/image-maker.js';
import {
  UPLOAD_URL_SIGNER,
  UploadUrlSigner,
} from '../infrastructure/object-storage/upload-url-signer.js';

/**
 * Photo uploads: an upload URL, the PUT of the file (to our API in disk mode,
 * to S3 in compose mode), finalizing it into a clean public photo, serving it,
 * the sweeper that removes uploads never finalized, and the image process
 * that makes every image (ImageMaker, for the photos module too).
 * The storage itself is an engine (OBJECT_STORAGE, opened in engines.ts).
 */
@Module({
  controllers: [
    RequestUploadController,
    ReceiveUploadController,
    FinalizeUploadController,
    ServeObjectController,
  ],
  providers: [
    RequestUploadHandler,
    ReceiveUploadHandler,
    FinalizeUploadHandler,
    ServeObjectHandler,
    {
      provide: ImageMaker,
      inject: [OBJECT_STORAGE, APP_CONFIG],
      useFactory: (storage: ObjectStorage, config: AppConfig) =>
        new ImageMaker(availableParallelism(), {
          storage,
          directory:
            config.objectStorage.engine === 'disk' ? config.objectStorage.directory : undefined,
        }),
    },
    {
      provide: UPLOAD_URL_SIGNER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new UploadUrlSigner(config.jwt.secret),
    },
    {
      provide: UploadSweeper,
      inject: [OBJECT_STORAGE, AGGREGATES, CLOCK, LOGGER],
      useFactory: (storage: ObjectStorage, aggregates: Aggregates, clock: Clock, logger: Logger) =>
        new UploadSweeper(
          storage,
          aggregates,
          clock,
          logger.child({ component: 'upload-sweeper' }),
        ),
    },
  ],
  exports: [ImageMaker],
})
export class ObjectsModule {}
