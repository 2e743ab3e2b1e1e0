import type { ObjectStorage } from '../../infrastructure/object-storage/object-storage.port.js';
import type { ImageType } from '../domain/image-type.js';
import { readUpload } from '../intake/take-upload.js';
import type { AlbumSizes } from './image-recipes.js';

/** Where an album photo's two sizes go (the photos module names the keys). */
export interface AlbumSizeKeys {
  thumbKey: string;
  fullKey: string;
}

/** The full view's dimensions, upright: what the album records beside the keys. */
export interface AlbumSizesStored {
  width: number;
  height: number;
}

/**
 * An album photo from its raw upload to its two stored sizes: the upload read
 * (size and magic bytes checked again as read), its sizes made by `make`, and
 * written. Run by the image process itself when it reaches the storage (the
 * disk), so the bytes never enter the API; otherwise by the API, which sends
 * the bytes to be made (docs/adr/041-images-in-a-low-priority-process.md).
 */
export async function storeAlbumSizes(
  storage: ObjectStorage,
  rawKey: string,
  keys: AlbumSizeKeys,
  make: (input: Buffer, type: ImageType) => Promise<AlbumSizes>,
): Promise<AlbumSizesStored> {
  const { body, type } = await readUpload(storage, rawKey);
  const sizes = await make(body, type);
  await Promise.all([
    storage.put(keys.thumbKey, sizes.thumb, 'image/jpeg'),
    storage.put(keys.fullKey, sizes.full, 'image/jpeg'),
  ]);
  return { width: sizes.width, height: sizes.height };
}
