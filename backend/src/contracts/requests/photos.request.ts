import { z } from 'zod';
import { finalizeUploadRequest } from './finalize-upload.request.js';

/** POST /api/meetups/{id}/photos: the upload URL the file was PUT to, as for finalize. */
export const addPhotoRequest = finalizeUploadRequest;
export type AddPhotoRequest = z.infer<typeof addPhotoRequest>;

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(100);

/** POST /api/photos/{id}/tags. */
export const tagDogRequest = z.object({ dogId: id('dogId') }, { error: 'dogId is required' });
export type TagDogRequest = z.infer<typeof tagDogRequest>;

/** PUT /api/meetups/{id}/cover-photo: a photo of its album, or null for none. */
export const chooseCoverRequest = z.object(
  { photoId: id('photoId').nullable() },
  { error: 'photoId is required' },
);
export type ChooseCoverRequest = z.infer<typeof chooseCoverRequest>;

/** PUT /api/profile/dog-tagging. */
export const dogTaggingRequest = z.object(
  { allowed: z.boolean({ error: 'allowed must be true or false' }) },
  { error: 'allowed is required' },
);
export type DogTaggingRequest = z.infer<typeof dogTaggingRequest>;
