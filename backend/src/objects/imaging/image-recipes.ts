import { FULL_SIDE, THUMB_SIDE } from '../../contracts/photos.js';
import { DomainError } from '../../shared/errors.js';
import type { ImageType } from '../domain/image-type.js';
import {
  imageTooLarge,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  notAnImage,
} from '../domain/upload-rules.js';
import { loadSharp } from './load-sharp.js';

/** An album photo's two sizes, JPEG both. */
export interface AlbumSizes {
  thumb: Buffer;
  full: Buffer;
  /** The full view's dimensions, upright. */
  width: number;
  height: number;
}

/**
 * Every image PackMeet makes, run by the image process (image-process.ts)
 * and asked for through ImageMaker. The bytes are an upload whose magic bytes
 * said `type`; whatever sharp cannot decode as that type is the spec's
 * 'Please select an image file'.
 */
export const imageRecipes = {
  photo: processPhoto,
  albumSizes: makeAlbumSizes,
  coverSquare,
};

export type ImageRecipes = typeof imageRecipes;

/**
 * A profile or dog photo, re-encoded in the format its bytes were detected as:
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
 * Throws 'Please select an image file' when the bytes do not decode as that
 * format (e.g. a PNG header followed by garbage, or a truncated file).
 */
async function processPhoto(input: Buffer, type: ImageType): Promise<Buffer> {
  const animated = type === 'gif' || type === 'webp';
  const sharp = await loadSharp();
  return refusingWhatIsNoImage(async () => {
    const image = sharp(input, { animated, limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning' });
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
  });
}

/**
 * An album photo's two sizes: a thumbnail (THUMB_SIDE) for album grids and
 * the full view (FULL_SIDE). As for every photo we keep, the orientation is
 * applied to the pixels and no metadata is written (EXIF with its GPS
 * position, XMP, IPTC, ICC). Transparency is flattened onto white; an
 * animation keeps its first frame.
 */
async function makeAlbumSizes(input: Buffer, type: ImageType): Promise<AlbumSizes> {
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning' } as const;
  const sharp = await loadSharp();
  return refusingWhatIsNoImage(async () => {
    const { format, width = 0, height = 0 } = await sharp(input, options).metadata();
    if (format !== type) throw notAnImage();
    if (width * height > MAX_PHOTO_PIXELS) throw imageTooLarge();
    const upright = sharp(input, options).rotate().flatten({ background: '#ffffff' });
    const size = (side: number, quality: number) =>
      upright
        .clone()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality })
        .toBuffer({ resolveWithObject: true });
    // One after the other: each size is a libvips thread, and one image's turn is one thread.
    const full = await size(FULL_SIDE, 85);
    const thumb = await size(THUMB_SIDE, 78);
    return { full: full.data, thumb: thumb.data, width: full.info.width, height: full.info.height };
  });
}

/** A public meetup's cover for its share card: a 380 px square JPEG of its thumbnail. */
async function coverSquare(thumb: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(thumb).resize(380, 380, { fit: 'cover' }).jpeg().toBuffer();
}

async function refusingWhatIsNoImage<T>(make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw imageTooLarge();
    if (error instanceof DomainError) throw error;
    throw notAnImage();
  }
}
