import { DomainError } from '../shared/errors.js';
import type { ImageType } from './domain/image-type.js';
import { loadSharp } from './load-sharp.js';
import {
  imageTooLarge,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  notAnImage,
} from './domain/upload-rules.js';

/**
 * Re-encodes an uploaded image, in the format its bytes were detected as:
 * - `rotate()` first applies the EXIF orientation to the pixels, since the
 *   EXIF that carried it is about to go;
 * - every piece of metadata is dropped (EXIF with its GPS position, which
 *   would reveal where an owner lives, XMP, IPTC, ICC, comments): sharp writes
 *   none unless asked, and we never ask (no withMetadata/keepExif);
 * - scaled down to fit MAX_PHOTO_SIDE on both sides, never enlarged;
 * - GIF and WebP are decoded with all their frames, so animations stay
 *   animated (frame delays and loop count are kept).
 * Re-encoding also means the stored file is one sharp wrote, not the
 * uploader's bytes: anything smuggled after the image data is gone.
 *
 * Throws the spec's 'Please select an image file' when the bytes do not decode
 * as that format (e.g. a PNG header followed by garbage, or a truncated file).
 */
export async function processPhoto(input: Buffer, type: ImageType): Promise<Buffer> {
  const animated = type === 'gif' || type === 'webp';
  const sharp = await loadSharp();
  try {
    const image = sharp(input, {
      animated,
      limitInputPixels: MAX_PHOTO_PIXELS,
      failOn: 'warning',
    });
    const { format, width = 0, height = 0 } = await image.metadata();
    // Our magic-byte check and libvips' own sniffing must agree on the format.
    if (format !== type) throw notAnImage();
    // sharp's limit is per frame; an animation's frames are decoded together (its height is all of them).
    if (width * height > MAX_PHOTO_PIXELS) throw imageTooLarge();
    image.rotate().resize({
      width: MAX_PHOTO_SIDE,
      height: MAX_PHOTO_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    switch (type) {
      case 'jpeg':
        image.jpeg({ quality: 85 });
        break;
      case 'png':
        image.png();
        break;
      case 'webp':
        image.webp({ quality: 85 });
        break;
      case 'gif':
        image.gif();
        break;
    }
    return await image.toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw imageTooLarge();
    if (error instanceof DomainError) throw error;
    throw notAnImage();
  }
}
