import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStream } from '../../../accounts/index.js';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
} from '../../../infrastructure/object-storage/object-storage.port.js';
import { ImageMaker, takeUpload } from '../../../objects/index.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { forbidden } from '../../../shared/errors.js';
import { Turns } from '../../../shared/turns.js';
import { albumDecider, albumStream } from '../../domain/album.decider.js';
import { albumPhotoKeys } from '../../domain/album-keys.js';
import { albumAccess } from '../../facts/album-access.js';
import { decideOnAlbum } from '../decide-on-album.js';
import { AddPhoto } from './add-photo.command.js';

/**
 * The rules first (decided without appending), so a photo the album would
 * refuse is never processed; then the upload's intake (objects module) and
 * its two sizes; then the decision again on the album as it is by then.
 * Refused at that point (a race with a limit, or with the account's
 * deletion), the stored sizes are deleted.
 *
 * The uploader's account and the album are two streams, so a deletion can
 * still land between the second decision's look at the account and its
 * append. Hence the account is looked at once more after the append: a photo
 * whose uploader is forgotten by then is withdrawn (PhotoDeleted) and its
 * files deleted. A deletion that lands after that look sees the photo in the
 * log before its own event and deletes its files itself (forget module,
 * `remove-member-objects.ts`). Either way no file outlives the account.
 */
@CommandHandler(AddPhoto)
export class AddPhotoHandler implements ICommandHandler<AddPhoto> {
  /**
   * As many photos are taken in at once (read, sized, stored) as the image
   * process makes at once; the rest wait before their bytes are read, so 50
   * photos added together are not 50 uploads of up to 5 MB read into memory
   * at once (by the image process on the disk; by the API on S3, where their
   * garbage would hold up the event loop: docs/adr/041-images-in-a-low-priority-process.md).
   */
  private readonly intake: Turns;

  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(ImageMaker) private readonly images: ImageMaker,
  ) {
    this.intake = new Turns(images.limit);
  }

  async execute(command: AddPhoto) {
    const { meetupId, user, objectURL, context } = command;
    const photoId = this.ids.newId();
    const keys = albumPhotoKeys(photoId);
    const removeFiles = () =>
      Promise.all([this.storage.delete(keys.thumbKey), this.storage.delete(keys.fullKey)]);
    const decide = (sizes: { width: number; height: number }) =>
      decideOnAlbum(this.aggregates, command, async (access) => ({
        type: 'AddPhoto',
        meetupId,
        photoId,
        sizes: { ...keys, ...sizes },
        access,
        now: context.now,
        uploaderForgotten: await this.forgotten(user.id),
      }));
    const [album, access, uploaderForgotten] = await Promise.all([
      this.aggregates.load(albumStream(meetupId), albumDecider),
      albumAccess(this.aggregates, meetupId, user),
      this.forgotten(user.id),
    ]);
    albumDecider.decide(
      {
        type: 'AddPhoto',
        meetupId,
        photoId,
        sizes: { ...keys, width: 1, height: 1 },
        access,
        now: context.now,
        uploaderForgotten,
      },
      album,
    );
    const made = await this.intake.run(() =>
      takeUpload(this.storage, user.id, objectURL, (rawKey) =>
        this.images.albumSizesStored(rawKey, keys),
      ),
    );
    let position;
    try {
      ({ position } = await decide(made));
    } catch (error) {
      await removeFiles();
      throw error;
    }
    if (await this.forgotten(user.id)) {
      await this.aggregates.handle({
        stream: albumStream(meetupId),
        decider: albumDecider,
        context: { ...context, commandId: randomUUID() },
        command: { type: 'WithdrawForgottenPhoto', meetupId, photoId, uploaderForgotten: true },
      });
      await removeFiles();
      throw forbidden('PHOTOS.ACCOUNT_DELETED', 'This account was deleted: it adds no photos.');
    }
    return { position, photoId };
  }

  /** Whether the member's account was deleted or forgotten (their user stream, not a read model). */
  private async forgotten(userId: string): Promise<boolean> {
    const account = await this.aggregates.load(userStream(userId), userDecider);
    return account.status === 'forgotten';
  }
}
