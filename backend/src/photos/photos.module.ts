import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MeetupsModule } from '../meetups/index.js';
import { ObjectsModule } from '../objects/index.js';
import { AddPhotoController } from './commands/add-photo/add-photo.http.controller.js';
import { AddPhotoHandler } from './commands/add-photo/add-photo.handler.js';
import { AlbumController } from './commands/album.http.controller.js';
import { ChooseCoverHandler } from './commands/choose-cover/choose-cover.handler.js';
import { DeletePhotoHandler } from './commands/delete-photo/delete-photo.handler.js';
import { HidePhotoHandler } from './commands/hide-photo/hide-photo.handler.js';
import { DogTaggingController } from './commands/set-dog-tagging/set-dog-tagging.http.controller.js';
import { SetDogTaggingHandler } from './commands/set-dog-tagging/set-dog-tagging.handler.js';
import { TagDogHandler, UntagDogHandler } from './commands/tag-dog/tag-dog.handler.js';
import { LivePhotos } from './live-photos.js';
import { PHOTO_URL_SIGNER, PhotoUrlSigner } from './photo-url-signer.js';
import { AlbumReader } from './queries/album-reader.js';
import { CoverPhotos } from './queries/cover-photos.js';
import { GetDogTaggingHandler } from './queries/dog-tagging/dog-tagging.query-handler.js';
import { AlbumPages } from './queries/get-album/album-pages.cache.js';
import { GetAlbumController } from './queries/get-album/get-album.http.controller.js';
import { GetAlbumHandler } from './queries/get-album/get-album.query-handler.js';
import { GroupPhotosController } from './queries/group-photos/group-photos.http.controller.js';
import { GetGroupPhotosHandler } from './queries/group-photos/group-photos.query-handler.js';
import { ServePhotoController } from './queries/serve-photo/serve-photo.http.controller.js';
import { ServePhotoHandler } from './queries/serve-photo/serve-photo.query-handler.js';

/**
 * Meetup photo albums: photos from those who went, in two sizes made by the
 * objects module's image process, dog tags and owners' say over them, deletion, hiding, a public
 * meetup's cover, the photo route that checks every request, and the live
 * push of album changes (used by the live gateway).
 */
@Module({
  imports: [MeetupsModule, ObjectsModule],
  controllers: [
    GetAlbumController,
    AddPhotoController,
    AlbumController,
    GroupPhotosController,
    ServePhotoController,
    DogTaggingController,
  ],
  providers: [
    AddPhotoHandler,
    DeletePhotoHandler,
    TagDogHandler,
    UntagDogHandler,
    ChooseCoverHandler,
    HidePhotoHandler,
    SetDogTaggingHandler,
    GetAlbumHandler,
    GetGroupPhotosHandler,
    ServePhotoHandler,
    GetDogTaggingHandler,
    AlbumReader,
    AlbumPages,
    CoverPhotos,
    LivePhotos,
    {
      provide: PHOTO_URL_SIGNER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new PhotoUrlSigner(config.jwt.secret),
    },
  ],
  exports: [AlbumReader, CoverPhotos, LivePhotos, PHOTO_URL_SIGNER],
})
export class PhotosModule {}
