import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
} from '../../../infrastructure/object-storage/object-storage.port.js';
import { ImageMaker, takeUpload } from '../../../objects/index.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { albumDecider, albumStream } from '../../domain/album.decider.js';
import { albumPhotoKeys } from '../../domain/album-keys.js';
import { albumAccess } from '../../facts/album-access.js';
import { decideOnAlbum } from '../decide-on-album.js';
import { AddPhoto } from './add-photo.command.js';

/**
 * The rules first (decided without appending), so a photo the album would
 * refuse is never processed; then the upload's intake (objects module) and
 * its two sizes; then the decision again on the album as it is by then.
 * Refused at that point (a race with a limit), the stored sizes are deleted.
 */
@CommandHandler(AddPhoto)
export class AddPhotoHandler implements ICommandHandler<AddPhoto> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(ImageMaker) private readonly images: ImageMaker,
  ) {}

  async execute(command: AddPhoto) {
    const { meetupId, user, objectURL, context } = command;
    const photoId = this.ids.newId();
    const keys = albumPhotoKeys(photoId);
    const decide = (sizes: { width: number; height: number }) =>
      decideOnAlbum(this.aggregates, command, (access) => ({
        type: 'AddPhoto',
        meetupId,
        photoId,
        sizes: { ...keys, ...sizes },
        access,
        now: context.now,
      }));
    const album = await this.aggregates.load(albumStream(meetupId), albumDecider);
    albumDecider.decide(
      {
        type: 'AddPhoto',
        meetupId,
        photoId,
        sizes: { ...keys, width: 1, height: 1 },
        access: await albumAccess(this.aggregates, meetupId, user),
        now: context.now,
      },
      album,
    );
    const made = await takeUpload(this.storage, user.id, objectURL, async (body, type) => {
      const sizes = await this.images.albumSizes(body, type);
      await Promise.all([
        this.storage.put(keys.thumbKey, sizes.thumb, 'image/jpeg'),
        this.storage.put(keys.fullKey, sizes.full, 'image/jpeg'),
      ]);
      return { width: sizes.width, height: sizes.height };
    });
    try {
      const { position } = await decide(made);
      return { position, photoId };
    } catch (error) {
      await Promise.all([this.storage.delete(keys.thumbKey), this.storage.delete(keys.fullKey)]);
      throw error;
    }
  }
}
