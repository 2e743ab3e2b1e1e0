import { availableParallelism } from 'node:os';
import { FULL_SIDE, THUMB_SIDE } from '../contracts/photos.js';
import {
  imageTooLarge,
  loadSharp,
  MAX_PHOTO_PIXELS,
  notAnImage,
  type ImageType,
} from '../objects/index.js';
import { DomainError } from '../shared/errors.js';

export interface AlbumSizes {
  thumb: Buffer;
  full: Buffer;
  /** The full view's dimensions, upright. */
  width: number;
  height: number;
}

/**
 * Makes an album photo's two sizes, JPEG both: a thumbnail (THUMB_SIDE) for
 * album grids and the full view (FULL_SIDE). As for every photo we keep
 * (objects/photo-processor.ts), the orientation is applied to the pixels and
 * no metadata is written (EXIF with its GPS position, XMP, IPTC, ICC): sharp
 * writes none unless asked. Transparency is flattened onto white; an
 * animation keeps its first frame.
 *
 * sharp decodes and encodes in libuv's threadpool, never on the event loop,
 * but each image takes a thread and memory: `limit` images are made at once
 * (one thread each: loadSharp, and the sizes one after the other) and the
 * rest wait their turn, so 50 uploads at once leave the API's other requests
 * a core (measured by `npm run bench -- life`).
 */
export class PhotoSizer {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit = Math.max(1, availableParallelism() - 1)) {}

  async make(input: Buffer, type: ImageType): Promise<AlbumSizes> {
    await this.turn();
    try {
      return await makeSizes(input, type);
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private async turn(): Promise<void> {
    if (this.running >= this.limit) await new Promise<void>((go) => this.waiting.push(go));
    this.running += 1;
  }
}

async function makeSizes(input: Buffer, type: ImageType): Promise<AlbumSizes> {
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning' } as const;
  const sharp = await loadSharp();
  try {
    const { format, width = 0, height = 0 } = await sharp(input, options).metadata();
    // Our magic-byte check and libvips' own sniffing must agree on the format.
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
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw imageTooLarge();
    if (error instanceof DomainError) throw error;
    throw notAnImage();
  }
}

export const PHOTO_SIZER = Symbol('PhotoSizer');
