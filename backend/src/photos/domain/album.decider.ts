import {
  canActOnPhotos,
  canSeeMeetup,
  type AlbumViewer,
  type MeetupFacts,
} from '../../contracts/access-policy.js';
import {
  CoverPhotoChosen,
  DogTaggedInPhoto,
  DogUntaggedFromPhoto,
  PhotoAdded,
  PhotoDeleted,
  PhotoHidden,
  type AlbumEvent,
} from '../../contracts/events/photo.events.js';
import {
  MAX_ALBUM_PHOTOS,
  MAX_PHOTOS_PER_MEMBER,
  MAX_TAGS_PER_PHOTO,
  PHOTO_WINDOW_MS,
} from '../../contracts/photos.js';
import type { Decider } from '../../shared/decider.js';
import { conflict, forbidden, notFound } from '../../shared/errors.js';

/* A meetup's album (stream `album-<meetupId>`): who adds, deletes, tags and hides its photos. */

export const albumStream = (meetupId: string) => `album-${meetupId}`;

export interface PhotoState {
  uploaderId: string;
  tags: Map<string, { ownerId: string; taggedBy: string }>;
  hidden: boolean;
}

export interface AlbumState {
  photos: Map<string, PhotoState>;
  /** Photos per uploader, deleted ones not counted. */
  added: Map<string, number>;
  cover: string | null;
}

/**
 * The meetup as the album's rules see it, gathered by the handler from the
 * meetup's and its group's streams, and the caller as the access policy
 * judges them. `meetup` is null when there is no such meetup.
 */
export interface AlbumAccess {
  meetup:
    | (MeetupFacts & {
        groupId: string | null;
        status: 'scheduled' | 'cancelled';
        startsAt: string;
        endsAt: string;
      })
    | null;
  viewer: AlbumViewer & { userId: string };
}

/** A dog as tagging needs it: whose it is, whether it came, whether its owner allows tags. */
export interface DogFacts {
  ownerId: string;
  came: boolean;
  taggingAllowed: boolean;
}

type Sizes = PhotoAdded['data']['sizes'];

export type AlbumCommand =
  | {
      type: 'AddPhoto';
      meetupId: string;
      photoId: string;
      sizes: Sizes;
      access: AlbumAccess;
      now: Date;
      /** The caller's account was deleted or forgotten meanwhile (their user stream says so). */
      uploaderForgotten: boolean;
    }
  /**
   * A photo whose uploader was forgotten by the time it was recorded (a
   * deletion racing the upload): it leaves as a deleted photo, by its uploader.
   */
  | {
      type: 'WithdrawForgottenPhoto';
      meetupId: string;
      photoId: string;
      uploaderForgotten: boolean;
    }
  | { type: 'DeletePhoto'; meetupId: string; photoId: string; access: AlbumAccess }
  | {
      type: 'TagDog';
      meetupId: string;
      photoId: string;
      dogId: string;
      dog: DogFacts | null;
      access: AlbumAccess;
    }
  | { type: 'UntagDog'; meetupId: string; photoId: string; dogId: string; access: AlbumAccess }
  | { type: 'ChooseCover'; meetupId: string; photoId: string | null; access: AlbumAccess }
  | { type: 'HidePhoto'; meetupId: string; photoId: string; reason: string; access: AlbumAccess };

export const photoNotFound = () => notFound('PHOTOS.NOT_FOUND', 'Photo not found');
const meetupNotFound = () => notFound('MEETUPS.NOT_FOUND', 'Meetup not found');

type KnownMeetup = NonNullable<AlbumAccess['meetup']>;

/** The meetup, if it exists for the caller (a private group's is its members' only). */
function visibleMeetup(access: AlbumAccess): KnownMeetup {
  const { meetup, viewer } = access;
  if (meetup === null || !canSeeMeetup(meetup, viewer)) throw meetupNotFound();
  return meetup;
}

/** The photo, if the caller may see it: hidden photos exist for moderators only. */
function visiblePhoto(
  state: AlbumState,
  photoId: string,
  access: AlbumAccess,
  meetup: KnownMeetup,
) {
  const photo = state.photos.get(photoId);
  if (!photo) throw photoNotFound();
  if (photo.hidden && !canActOnPhotos('hide', meetup, access.viewer)) throw photoNotFound();
  return photo;
}

function decideAdd(command: Extract<AlbumCommand, { type: 'AddPhoto' }>, state: AlbumState) {
  const { meetupId, photoId, sizes, access, now } = command;
  const meetup = visibleMeetup(access);
  if (command.uploaderForgotten)
    throw forbidden('PHOTOS.ACCOUNT_DELETED', 'This account was deleted: it adds no photos.');
  const { userId } = access.viewer;
  if (meetup.status === 'cancelled')
    throw conflict('MEETUPS.CANCELLED', 'This meetup was cancelled.');
  if (now.getTime() < Date.parse(meetup.startsAt))
    throw conflict('PHOTOS.NOT_STARTED', 'Photos can be added once the meetup has started.');
  if (now.getTime() > Date.parse(meetup.endsAt) + PHOTO_WINDOW_MS)
    throw conflict('PHOTOS.CLOSED', 'Photos can be added up to 30 days after the meetup.');
  if (!canActOnPhotos('add', meetup, access.viewer)) {
    throw forbidden('PHOTOS.ATTENDEES_ONLY', 'Only people who went to this meetup can add photos.');
  }
  if (state.photos.has(photoId)) return [];
  if ((state.added.get(userId) ?? 0) >= MAX_PHOTOS_PER_MEMBER) {
    throw conflict(
      'PHOTOS.MEMBER_LIMIT',
      `You can add up to ${MAX_PHOTOS_PER_MEMBER} photos to one meetup.`,
    );
  }
  if (state.photos.size >= MAX_ALBUM_PHOTOS)
    throw conflict('PHOTOS.ALBUM_FULL', `An album holds up to ${MAX_ALBUM_PHOTOS} photos.`);
  return [PhotoAdded({ meetupId, photoId, groupId: meetup.groupId, uploaderId: userId, sizes })];
}

function decideTag(command: Extract<AlbumCommand, { type: 'TagDog' }>, state: AlbumState) {
  const { meetupId, photoId, dogId, dog, access } = command;
  const meetup = visibleMeetup(access);
  const photo = visiblePhoto(state, photoId, access, meetup);
  const { userId } = access.viewer;
  const owner = dog?.ownerId === userId;
  if (!owner && !canActOnPhotos('tag', meetup, access.viewer)) {
    throw forbidden('PHOTOS.TAG_ATTENDEES_ONLY', 'Only people who went can tag dogs.');
  }
  if (!dog || !dog.came)
    throw conflict('PHOTOS.DOG_NOT_THERE', 'Only dogs that came to this meetup can be tagged.');
  if (!owner && !dog.taggingAllowed)
    throw forbidden('PHOTOS.TAGGING_OFF', 'This dog’s owner has turned tagging off.');
  if (photo.tags.has(dogId)) return [];
  if (photo.tags.size >= MAX_TAGS_PER_PHOTO)
    throw conflict('PHOTOS.TAG_LIMIT', `A photo takes up to ${MAX_TAGS_PER_PHOTO} tags.`);
  return [DogTaggedInPhoto({ meetupId, photoId, dogId, ownerId: dog.ownerId, taggedBy: userId })];
}

function decideUntag(command: Extract<AlbumCommand, { type: 'UntagDog' }>, state: AlbumState) {
  const { meetupId, photoId, dogId, access } = command;
  const { userId } = access.viewer;
  const photo = state.photos.get(photoId);
  const tag = photo?.tags.get(dogId);
  // An owner takes their own dog's tag off whatever else they may see.
  if (photo && tag?.ownerId === userId)
    return [DogUntaggedFromPhoto({ meetupId, photoId, dogId, untaggedBy: userId })];
  const meetup = visibleMeetup(access);
  visiblePhoto(state, photoId, access, meetup);
  if (!tag) return [];
  const may = tag.taggedBy === userId || canActOnPhotos('delete', meetup, access.viewer, photo!);
  if (!may) {
    throw forbidden(
      'PHOTOS.UNTAG_NOT_ALLOWED',
      'Only the dog’s owner, whoever tagged it, the uploader and organizers can untag.',
    );
  }
  return [DogUntaggedFromPhoto({ meetupId, photoId, dogId, untaggedBy: userId })];
}

function decide(command: AlbumCommand, state: AlbumState): AlbumEvent[] {
  switch (command.type) {
    case 'AddPhoto':
      return decideAdd(command, state);
    case 'TagDog':
      return decideTag(command, state);
    case 'UntagDog':
      return decideUntag(command, state);
    case 'DeletePhoto': {
      const { meetupId, photoId, access } = command;
      const meetup = visibleMeetup(access);
      const photo = visiblePhoto(state, photoId, access, meetup);
      if (!canActOnPhotos('delete', meetup, access.viewer, photo)) {
        throw forbidden(
          'PHOTOS.DELETE_NOT_ALLOWED',
          'Only the uploader and the meetup’s organizers can delete a photo.',
        );
      }
      return [PhotoDeleted({ meetupId, photoId, deletedBy: access.viewer.userId })];
    }
    case 'WithdrawForgottenPhoto': {
      const { meetupId, photoId, uploaderForgotten } = command;
      const photo = state.photos.get(photoId);
      if (!photo || !uploaderForgotten) return [];
      return [PhotoDeleted({ meetupId, photoId, deletedBy: photo.uploaderId })];
    }
    case 'ChooseCover': {
      const { meetupId, photoId, access } = command;
      const meetup = visibleMeetup(access);
      if (!canActOnPhotos('choose-cover', meetup, access.viewer)) {
        throw forbidden(
          'PHOTOS.COVER_NOT_ALLOWED',
          'Only the organizer of a public meetup can choose its cover photo.',
        );
      }
      if (photoId !== null) {
        const photo = visiblePhoto(state, photoId, access, meetup);
        if (photo.hidden) throw photoNotFound();
      }
      if (state.cover === photoId) return [];
      return [CoverPhotoChosen({ meetupId, photoId, chosenBy: access.viewer.userId })];
    }
    case 'HidePhoto': {
      const { meetupId, photoId, reason, access } = command;
      const { meetup, viewer } = access;
      const photo = state.photos.get(photoId);
      if (!photo || meetup === null) throw photoNotFound();
      if (!canActOnPhotos('hide', meetup, viewer)) {
        if (!canSeeMeetup(meetup, viewer)) throw photoNotFound();
        throw forbidden('PHOTOS.ORGANIZERS_ONLY', 'Only the meetup’s organizers can hide a photo.');
      }
      if (photo.hidden) return [];
      return [PhotoHidden({ meetupId, photoId, hiddenBy: viewer.userId, reason })];
    }
  }
}

function evolve(state: AlbumState, event: AlbumEvent): AlbumState {
  switch (event.type) {
    case 'PhotoAdded': {
      const { photoId, uploaderId } = event.data;
      state.photos.set(photoId, { uploaderId, tags: new Map(), hidden: false });
      state.added.set(uploaderId, (state.added.get(uploaderId) ?? 0) + 1);
      break;
    }
    case 'PhotoDeleted': {
      const photo = state.photos.get(event.data.photoId);
      if (!photo) break;
      state.photos.delete(event.data.photoId);
      state.added.set(photo.uploaderId, (state.added.get(photo.uploaderId) ?? 1) - 1);
      if (state.cover === event.data.photoId) state.cover = null;
      break;
    }
    case 'DogTaggedInPhoto': {
      const { photoId, dogId, ownerId, taggedBy } = event.data;
      state.photos.get(photoId)?.tags.set(dogId, { ownerId, taggedBy });
      break;
    }
    case 'DogUntaggedFromPhoto':
      state.photos.get(event.data.photoId)?.tags.delete(event.data.dogId);
      break;
    case 'CoverPhotoChosen':
      state.cover = event.data.photoId;
      break;
    case 'PhotoHidden': {
      const photo = state.photos.get(event.data.photoId);
      if (photo) photo.hidden = true;
      if (state.cover === event.data.photoId) state.cover = null;
      break;
    }
  }
  return state;
}

export const albumDecider: Decider<AlbumState, AlbumCommand, AlbumEvent> = {
  initialState: () => ({ photos: new Map(), added: new Map(), cover: null }),
  evolve,
  decide,
};
