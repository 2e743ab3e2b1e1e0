import type { ObjectStorage } from '../../infrastructure/object-storage/object-storage.port.js';
import type { DomainError } from '../../shared/errors.js';
import { storeAlbumSizes, type AlbumSizeKeys } from './album-sizes-stored.js';
import { imageRecipes } from './image-recipes.js';

/**
 * What the image process runs: the recipes on bytes it is sent, and, when it
 * reaches the object storage itself (`storage`), an album photo's sizes from
 * its raw upload's key to the two stored files, so those bytes never cross
 * the channel.
 */
export const imageProcessRecipes = (storage: ObjectStorage | undefined) => ({
  ...imageRecipes,
  albumSizesStored(rawKey: string, keys: AlbumSizeKeys) {
    if (!storage) throw new Error('the image process was started without the object storage');
    return storeAlbumSizes(storage, rawKey, keys, imageRecipes.albumSizes);
  },
});

export type ImageRecipes = ReturnType<typeof imageProcessRecipes>;
export type RecipeName = keyof ImageRecipes;

/** What the API sends the image process: a recipe and its arguments (Buffers travel as Buffers). */
export type ImageJob = {
  [Name in RecipeName]: { id: number; recipe: Name; args: Parameters<ImageRecipes[Name]> };
}[RecipeName];

/** A DomainError as it crosses the channel, thrown again as itself on the API's side. */
export interface Refusal {
  kind: DomainError['kind'];
  code: string;
  message: string;
}

/**
 * The image process's answer to job `id`: what its recipe made, a refusal
 * (not an image, too many pixels, the upload gone or too large) or a failure.
 */
export type ImageReply =
  { id: number; made: unknown } | { id: number; refused: Refusal } | { id: number; failed: string };
