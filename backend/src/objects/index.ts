/** Where a member's uploads are kept (forgetting a member deletes them). */
export { uploadKey } from './domain/object-keys.js';

/**
 * The one intake of a member's raw upload (ownership, single use, size, magic
 * bytes, quota receipt) for use cases that store photos of their own (albums).
 */
export { takeUpload } from './intake/take-upload.js';
export { MAX_PHOTO_PIXELS, imageTooLarge, notAnImage } from './domain/upload-rules.js';
/** Every image is made in the image process, through the one ImageMaker (ObjectsModule exports it). */
export { ImageMaker } from './imaging/image-maker.js';
export type { AlbumSizes } from './imaging/image-recipes.js';
export { ObjectsModule } from './objects.module.js';
export type { ImageType } from './domain/image-type.js';
