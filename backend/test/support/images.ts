import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/*
 * Real image files for the upload tests, made with sharp so no binary
 * fixtures live in the repository.
 */

const solid = (width: number, height: number, background = '#c2410c') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Where Austin is: what a phone writes into every photo taken at home. */
const GPS_EXIF = {
  IFD0: { Make: 'PackMeet Test Camera' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '30/1 16/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '97/1 44/1 0/1',
  },
};

/**
 * A 3000 x 1000 JPEG shot "rotated" (EXIF orientation 6: shown 1000 x 3000)
 * that carries GPS coordinates.
 */
export function jpegWithGps(): Promise<Buffer> {
  return solid(3000, 1000).jpeg().withMetadata({ orientation: 6 }).withExif(GPS_EXIF).toBuffer();
}

export function png(width = 64, height = 48): Promise<Buffer> {
  return solid(width, height, '#0f766e').png().toBuffer();
}

/** A PNG with noise, so it is big enough that cutting it leaves undecodable pixel data. */
export function noisyPng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 300,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
}

export function webpWithGps(): Promise<Buffer> {
  return solid(80, 60, '#7c3aed').webp().withExif(GPS_EXIF).toBuffer();
}

async function frames(): Promise<Buffer[]> {
  return Promise.all(
    ['#dc2626', '#16a34a', '#2563eb'].map((color) => solid(40, 30, color).png().toBuffer()),
  );
}

/** Three 40 x 30 frames shown 100, 200 and 300 ms, looping forever. */
export async function animatedGif(): Promise<Buffer> {
  return sharp(await frames(), { join: { animated: true } })
    .gif({ delay: [100, 200, 300], loop: 0 })
    .toBuffer();
}

export async function animatedWebp(): Promise<Buffer> {
  return sharp(await frames(), { join: { animated: true } })
    .webp({ delay: [100, 200, 300], loop: 0 })
    .toBuffer();
}

/**
 * A 10,000 x 10,000 PNG of one colour: about 300 KB on disk, 300 MB once
 * decoded (a "decompression bomb").
 */
export function hugePng(): Promise<Buffer> {
  return solid(10_000, 10_000, '#000000').png({ compressionLevel: 9 }).toBuffer();
}

/** Not images, whatever their name or declared type says. */
export const disguised = {
  svg: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  ),
  text: Buffer.from('just some text, named photo.jpg'),
  executable: Buffer.concat([Buffer.from('MZ'), randomBytes(2_000)]),
  randomBytes: randomBytes(4_096),
  /** The PNG signature, then garbage. */
  pngHeaderThenGarbage: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    randomBytes(4_096),
  ]),
};
