import type { CollectionName, Document } from './document.js';

/** A dog tagged in an album photo. */
export interface PhotoTagDocument {
  dogId: string;
  ownerId: string;
  taggedBy: string;
}

/**
 * One photo of a meetup's album. `_id` is the photo id. Deleted photos leave
 * the collection; hidden ones stay with `hidden` set, for moderators.
 */
export interface PhotoDocument extends Document {
  _id: string;
  meetupId: string;
  groupId: string | null;
  uploaderId: string;
  thumbKey: string;
  fullKey: string;
  width: number;
  height: number;
  addedAt: string;
  tags: PhotoTagDocument[];
  /** The meetup's cover (its share card's image). */
  cover: boolean;
  hidden?: { by: string; reason: string; at: string };
}

/** An owner's choice about their dogs being tagged. `_id` is the user id; absent: allowed. */
export interface DogTaggingDocument extends Document {
  _id: string;
  allowed: boolean;
}

export const PHOTOS = 'photos' as CollectionName<PhotoDocument>;
export const DOG_TAGGING = 'dog_tagging' as CollectionName<DogTaggingDocument>;
