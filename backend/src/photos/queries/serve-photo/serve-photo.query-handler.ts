import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { isOpenMeetup } from '../../../contracts/access-policy.js';
import { PHOTO_SIZES, type PhotoSize } from '../../../contracts/photos.js';
import { GROUPS, MEETUPS, PHOTOS } from '../../../contracts/read-models.js';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
} from '../../../infrastructure/object-storage/object-storage.port.js';
import { MeetupReader } from '../../../meetups/index.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { photoNotFound } from '../../domain/album.decider.js';
import { albumKey, isPhotoId } from '../../domain/album-keys.js';
import { PHOTO_URL_SIGNER, type PhotoUrlSigner } from '../../photo-url-signer.js';
import { ServePhoto } from './serve-photo.query.js';

const sizeOf = (file: string): PhotoSize | null => {
  const size = file.replace(/\.jpg$/, '');
  return file.endsWith('.jpg') && (PHOTO_SIZES as readonly string[]).includes(size)
    ? (size as PhotoSize)
    : null;
};

/**
 * Checked on every request, from the read models: the photo is there and not
 * hidden, and its meetup is open to anyone, or the URL carries a valid
 * signature (issued with the album to those who may see it), or the bearer
 * may see the meetup. Anything else is a 404, as for a photo that never was.
 */
@QueryHandler(ServePhoto)
export class ServePhotoHandler implements IQueryHandler<ServePhoto> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
    @Inject(PHOTO_URL_SIGNER) private readonly signer: PhotoUrlSigner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ photoId, file, signed, viewer }: ServePhoto) {
    const size = sizeOf(file);
    if (!size || !isPhotoId(photoId)) throw photoNotFound();
    const photo = await this.store.collection(PHOTOS).findOne({ _id: photoId });
    if (!photo || photo.hidden) throw photoNotFound();
    const meetup = await this.store.collection(MEETUPS).findOne({ _id: photo.meetupId });
    if (!meetup) throw photoNotFound();
    const group = meetup.groupId
      ? await this.store.collection(GROUPS).findOne({ _id: meetup.groupId })
      : null;
    const open = isOpenMeetup({ group });
    const allowed =
      open ||
      this.signer.isValid(photoId, size, signed.expires, signed.signature, this.clock.now()) ||
      (viewer !== null && (await this.meetups.mayView(meetup, viewer)));
    if (!allowed) throw photoNotFound();
    const stored = await this.storage.get(albumKey(photoId, size));
    if (!stored) throw photoNotFound();
    return { photo: stored, open };
  }
}
