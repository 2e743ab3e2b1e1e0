import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';

/*
 * A meetup's photo album: one stream per meetup (`album-<meetupId>`), apart
 * from the meetup's own stream so a busy album never slows RSVPs. Photos are
 * files in object storage; events name them by key (random ids, nothing
 * personal) and hold no caption, so nothing here is sealed: forgetting a
 * member deletes their files and drops their photos and tags from the read
 * models (docs/adr/035-album-photos-and-forgetting.md).
 */

const photoSizes = z.object({
  /** Object keys of the album sizes: `album/<photoId>/thumb.jpg` and `.../full.jpg`. */
  thumbKey: z.string(),
  fullKey: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** Someone who went to the meetup added a photo (its sizes already stored, cleaned of metadata). */
export const PhotoAdded = defineEvent(
  'PhotoAdded',
  1,
  z.object({
    meetupId: z.string(),
    photoId: z.string(),
    /** The meetup's group when the photo was added (null: a meetup of no group). */
    groupId: z.string().nullable(),
    uploaderId: z.string(),
    sizes: photoSizes,
  }),
);

/** The uploader or an organizer deleted a photo; its files are deleted with it. */
export const PhotoDeleted = defineEvent(
  'PhotoDeleted',
  1,
  z.object({ meetupId: z.string(), photoId: z.string(), deletedBy: z.string() }),
);

/** A dog that came to the meetup was tagged in a photo. */
export const DogTaggedInPhoto = defineEvent(
  'DogTaggedInPhoto',
  1,
  z.object({
    meetupId: z.string(),
    photoId: z.string(),
    dogId: z.string(),
    ownerId: z.string(),
    taggedBy: z.string(),
  }),
);

/** A tag was taken off (by the dog's owner, whoever tagged it, the uploader or an organizer). */
export const DogUntaggedFromPhoto = defineEvent(
  'DogUntaggedFromPhoto',
  1,
  z.object({
    meetupId: z.string(),
    photoId: z.string(),
    dogId: z.string(),
    untaggedBy: z.string(),
  }),
);

/** A public meetup's organizer chose the photo its share card shows (null: none again). */
export const CoverPhotoChosen = defineEvent(
  'CoverPhotoChosen',
  1,
  z.object({ meetupId: z.string(), photoId: z.string().nullable(), chosenBy: z.string() }),
);

/** An organizer (or a moderator settling a report) hid a photo: nobody but moderators sees it. */
export const PhotoHidden = defineEvent(
  'PhotoHidden',
  1,
  z.object({
    meetupId: z.string(),
    photoId: z.string(),
    hiddenBy: z.string(),
    reason: z.string(),
  }),
);

/**
 * An owner said whether others may tag their dogs in photos (stream
 * `photo-tagging-<userId>`). Off: no new tags; tags already made stay until
 * they take them off.
 */
export const DogTaggingSet = defineEvent(
  'DogTaggingSet',
  1,
  z.object({ userId: z.string(), allowed: z.boolean() }),
);

export type PhotoAdded = EventOf<typeof PhotoAdded>;
export type PhotoDeleted = EventOf<typeof PhotoDeleted>;
export type DogTaggedInPhoto = EventOf<typeof DogTaggedInPhoto>;
export type DogUntaggedFromPhoto = EventOf<typeof DogUntaggedFromPhoto>;
export type CoverPhotoChosen = EventOf<typeof CoverPhotoChosen>;
export type PhotoHidden = EventOf<typeof PhotoHidden>;
export type DogTaggingSet = EventOf<typeof DogTaggingSet>;

export type AlbumEvent =
  | PhotoAdded
  | PhotoDeleted
  | DogTaggedInPhoto
  | DogUntaggedFromPhoto
  | CoverPhotoChosen
  | PhotoHidden;
export type PhotoEvent = AlbumEvent | DogTaggingSet;

export const photoEvents = [
  PhotoAdded,
  PhotoDeleted,
  DogTaggedInPhoto,
  DogUntaggedFromPhoto,
  CoverPhotoChosen,
  PhotoHidden,
  DogTaggingSet,
] as const;
