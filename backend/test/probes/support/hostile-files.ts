import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { jpegWithGps, noisyPng, png, webpWithGps } from '../../support/images.js';

/*
 * Files an attacker uploads as a "photo", built here byte by byte (no binary
 * fixtures in the repository): polyglots, disguised markup, broken and
 * oversized images, decompression bombs, metadata that must not survive.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

/** What the corpus expects of a file: refused at one step with a status, or turned into a photo. */
export type Verdict =
  | { refusedAt: 'put' | 'finalize'; status: number; message: RegExp }
  | { accepted: 'jpeg' | 'png' | 'webp' | 'gif' };

export interface HostileFile {
  name: string;
  bytes: Buffer;
  /** What the browser declares: never trusted. */
  contentType: string;
  expect: Verdict;
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A greyscale PNG of the given size whose pixel data is `rows` rows of zeros. */
function greyPng(width: number, height: number, rows: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    // Each row: a filter byte, then one byte per pixel.
    pngChunk('IDAT', deflateSync(Buffer.alloc((width + 1) * rows), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The chunks of a PNG with `extra` inserted right after its header chunk. */
function withChunkAfterHeader(image: Buffer, extra: Buffer): Buffer {
  const afterHeader = PNG_SIGNATURE.length + 8 + 13 + 4;
  return Buffer.concat([image.subarray(0, afterHeader), extra, image.subarray(afterHeader)]);
}

/** A JPEG with a comment segment (COM, 0xFFFE) right after its start marker. */
function withJpegComment(image: Buffer, comment: string): Buffer {
  const payload = Buffer.from(comment);
  const segment = Buffer.alloc(4);
  segment.set([0xff, 0xfe]);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), segment, payload, image.subarray(2)]);
}

/** A GIF with a comment extension (0x21 0xFE) before its first image. */
function withGifComment(image: Buffer, comment: string): Buffer {
  const packed = image[10]!;
  const colorTable = packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
  const at = 13 + colorTable;
  const text = Buffer.from(comment).subarray(0, 255);
  const extension = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  return Buffer.concat([image.subarray(0, at), extension, image.subarray(at)]);
}

/** A JPEG whose frame header (SOF0) claims other dimensions than its data holds. */
function withJpegDimensions(image: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(image);
  for (let at = 2; at < copy.length - 9; at++) {
    if (copy[at] === 0xff && copy[at + 1] === 0xc0) {
      copy.writeUInt16BE(height, at + 5);
      copy.writeUInt16BE(width, at + 7);
      return copy;
    }
  }
  throw new Error('no SOF0 marker');
}

/** A one-entry ZIP archive, stored uncompressed: what a GIFAR appends to its image. */
function zipOf(name: string, content: string): Buffer {
  const fileName = Buffer.from(name);
  const data = Buffer.from(content);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localSize = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

const NOT_AN_IMAGE = /^Please select an image file$/;
const TOO_LARGE_DIMENSIONS = /^Image dimensions are too large/;
const TOO_BIG = /^File size must be less than 5MB$/;
const notAnImageAt = (step: 'put' | 'finalize'): Verdict => ({
  refusedAt: step,
  status: 400,
  message: NOT_AN_IMAGE,
});

/** The whole corpus. */
export async function hostileFiles(): Promise<HostileFile[]> {
  const smallPng = await png(64, 48);
  const smallJpeg = await sharp(smallPng).jpeg().toBuffer();
  const noisyJpeg = await sharp(await noisyPng())
    .jpeg()
    .toBuffer();
  const smallGif = await sharp(smallPng).gif().toBuffer();
  const gps = await jpegWithGps();
  const file = (name: string, bytes: Buffer, contentType: string, expect: Verdict) => ({
    name,
    bytes,
    contentType,
    expect,
  });
  return [
    file('jpeg with GPS EXIF', gps, 'image/jpeg', { accepted: 'jpeg' }),
    file('webp with GPS EXIF', await webpWithGps(), 'image/webp', { accepted: 'webp' }),
    file('png + html/js appended', Buffer.concat([smallPng, Buffer.from(SCRIPT)]), 'image/png', {
      accepted: 'png',
    }),
    file('jpeg + html/js appended', Buffer.concat([smallJpeg, Buffer.from(SCRIPT)]), 'image/jpeg', {
      accepted: 'jpeg',
    }),
    file('jpeg with <script> in a comment', withJpegComment(smallJpeg, SCRIPT), 'image/jpeg', {
      accepted: 'jpeg',
    }),
    file(
      'png with <script> in a tEXt chunk',
      withChunkAfterHeader(smallPng, pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`))),
      'image/png',
      { accepted: 'png' },
    ),
    file('gif with <script> in a comment', withGifComment(smallGif, SCRIPT), 'image/gif', {
      accepted: 'gif',
    }),
    file(
      'GIFAR: gif + jar (zip) appended',
      Buffer.concat([smallGif, zipOf('META-INF/MANIFEST.MF', 'Main-Class: Evil\n')]),
      'image/gif',
      { accepted: 'gif' },
    ),
    file(
      'jpeg + zip appended',
      Buffer.concat([smallJpeg, zipOf('index.html', SCRIPT)]),
      'image/jpeg',
      { accepted: 'jpeg' },
    ),
    file('png declared text/html', smallPng, 'text/html', { accepted: 'png' }),
    file('jpeg declared image/png', smallJpeg, 'image/png', { accepted: 'jpeg' }),
    file('png declared image/svg+xml', smallPng, 'image/svg+xml', { accepted: 'png' }),
    file(
      'svg with <script>',
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`,
      ),
      'image/svg+xml',
      notAnImageAt('put'),
    ),
    file(
      'svg declared image/jpeg',
      Buffer.from(`<svg><script>alert(1)</script></svg>`),
      'image/jpeg',
      notAnImageAt('put'),
    ),
    file('html renamed .jpg', Buffer.from(SCRIPT), 'image/jpeg', notAnImageAt('put')),
    file('utf-8 BOM + html', Buffer.from(`\ufeff${SCRIPT}`), 'image/jpeg', notAnImageAt('put')),
    file('zero bytes', Buffer.alloc(0), 'image/jpeg', notAnImageAt('put')),
    file(
      'jpeg magic then html',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(SCRIPT)]),
      'image/jpeg',
      notAnImageAt('finalize'),
    ),
    file(
      'png magic then html',
      Buffer.concat([PNG_SIGNATURE, Buffer.from(SCRIPT)]),
      'image/png',
      notAnImageAt('finalize'),
    ),
    file(
      'webp magic then html',
      Buffer.concat([Buffer.from('RIFF\x00\x10\x00\x00WEBPVP8 ', 'latin1'), Buffer.from(SCRIPT)]),
      'image/webp',
      notAnImageAt('finalize'),
    ),
    file(
      'truncated jpeg',
      noisyJpeg.subarray(0, noisyJpeg.length >> 1),
      'image/jpeg',
      notAnImageAt('finalize'),
    ),
    file(
      'truncated png',
      (await noisyPng()).subarray(0, 5_000),
      'image/png',
      notAnImageAt('finalize'),
    ),
    file(
      'png header chunk only',
      greyPng(10, 10, 0).subarray(0, 33),
      'image/png',
      notAnImageAt('finalize'),
    ),
    file('png bomb: declares 50000 x 50000', greyPng(50_000, 50_000, 20), 'image/png', {
      refusedAt: 'finalize',
      status: 400,
      message: TOO_LARGE_DIMENSIONS,
    }),
    file(
      'jpeg declaring 60000 x 60000',
      withJpegDimensions(smallJpeg, 60_000, 60_000),
      'image/jpeg',
      {
        refusedAt: 'finalize',
        status: 400,
        message: TOO_LARGE_DIMENSIONS,
      },
    ),
    // Past what libjpeg decodes at all (65,500 pixels a side).
    file(
      'jpeg declaring 65535 x 65535',
      withJpegDimensions(smallJpeg, 65_535, 65_535),
      'image/jpeg',
      notAnImageAt('finalize'),
    ),
    file('png of 7000 x 7000 zeros (49 MP, 48 KB)', greyPng(7_000, 7_000, 7_000), 'image/png', {
      accepted: 'png',
    }),
    file(
      'over 5 MB',
      Buffer.concat([smallJpeg, Buffer.alloc(5 * 2 ** 20 + 1 - smallJpeg.length)]),
      'image/jpeg',
      { refusedAt: 'put', status: 413, message: TOO_BIG },
    ),
  ];
}
