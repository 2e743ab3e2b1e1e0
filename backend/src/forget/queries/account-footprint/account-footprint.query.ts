import { Query } from '@nestjs/cqrs';
import type { OwnedGroup } from '../../../accounts/index.js';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';

/** An album photo, by the album (meetup) it is in. */
export interface AlbumPhotoRef {
  meetupId: string;
  photoId: string;
}

/** What deleting an account has to deal with, as the read models know it now. */
export interface AccountFootprint {
  /** Groups they own: they must hand each over first. */
  ownedGroups: OwnedGroup[];
  /** Groups they belong to without owning them: they leave each. */
  memberships: string[];
  /** Meetups not yet started where they hold a place or a spot in the queue. */
  upcomingRsvps: string[];
  /** Objects of theirs in object storage: profile and dog photos, post images, album photos. */
  objectKeys: string[];
  /** The album photos they added, hidden ones too: withdrawn from their albums with them. */
  albumPhotos: AlbumPhotoRef[];
  /**
   * The photos read model's checkpoint when its album photos were read: the
   * album photos among `objectKeys` are those added up to here at least; the
   * forgetting looks for later ones in the log (START: in the whole log).
   */
  photosAt: GlobalPosition;
}

export class GetAccountFootprint extends Query<AccountFootprint> {
  constructor(
    readonly userId: string,
    readonly now: Date,
  ) {
    super();
  }
}

/** Checks the signed-in member's password; refuses with 403 when it is not theirs. */
export class ConfirmPassword extends Query<void> {
  constructor(
    readonly userId: string,
    readonly password: string,
  ) {
    super();
  }
}
