import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
} from '../../../infrastructure/object-storage/object-storage.port.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { albumPhotoKeys } from '../../domain/album-keys.js';
import { decideOnAlbum } from '../decide-on-album.js';
import { DeletePhoto } from './delete-photo.command.js';

/** A deleted photo's files leave object storage once its deletion is recorded. */
@CommandHandler(DeletePhoto)
export class DeletePhotoHandler implements ICommandHandler<DeletePhoto> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute(command: DeletePhoto) {
    const { meetupId, photoId } = command;
    const { position } = await decideOnAlbum(this.aggregates, command, (access) => ({
      type: 'DeletePhoto',
      meetupId,
      photoId,
      access,
    }));
    const { thumbKey, fullKey } = albumPhotoKeys(photoId);
    await Promise.all([this.storage.delete(thumbKey), this.storage.delete(fullKey)]);
    return { position };
  }
}
