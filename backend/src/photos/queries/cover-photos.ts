import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { isOpenMeetup } from '../../contracts/access-policy.js';
import { GROUPS, MEETUPS, PHOTOS } from '../../contracts/read-models.js';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
} from '../../infrastructure/object-storage/object-storage.port.js';
import { ImageMaker } from '../../objects/index.js';

/**
 * A meetup's cover photo for its share card: only an open meetup's (a private
 * group's photos are never on a card, even if one was chosen while it was
 * public), not hidden, as a small square JPEG data URL the card draws.
 */
@Injectable()
export class CoverPhotos {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(ImageMaker) private readonly images: ImageMaker,
  ) {}

  async of(meetupId: string): Promise<{ id: string; image: string } | null> {
    const cover = await this.store
      .collection(PHOTOS)
      .findOne({ meetupId, cover: true, hidden: { $exists: false } });
    if (!cover) return null;
    const meetup = await this.store.collection(MEETUPS).findOne({ _id: meetupId });
    const group = meetup?.groupId
      ? await this.store.collection(GROUPS).findOne({ _id: meetup.groupId })
      : null;
    if (!meetup || (meetup.groupId && !group) || !isOpenMeetup({ group })) return null;
    const thumb = await this.storage.get(cover.thumbKey);
    if (!thumb) return null;
    const square = await this.images.coverSquare(thumb.body);
    return { id: cover._id, image: `data:image/jpeg;base64,${square.toString('base64')}` };
  }
}
