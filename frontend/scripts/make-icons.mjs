// Draws the site's icons from public/favicon.svg: favicon.ico (16, 32 and 48 px PNGs in one
// ICO), apple-touch-icon.png (180 px, opaque: iOS paints transparent corners black) and the
// web app manifest's 192 and 512 px icons. Run after changing the SVG; the outputs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = readFileSync(`${publicDir}favicon.svg`);
const BACKGROUND = '#3d6b57';

const png = (size, { opaque = false } = {}) => {
  let image = sharp(svg, { density: (72 * size) / 64 }).resize(size, size);
  if (opaque) image = image.flatten({ background: BACKGROUND });
  return image.png({ compressionLevel: 9 }).toBuffer();
};

/** An ICO file whose images are PNGs (allowed since Windows Vista, read by every browser). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(({ data }) => data)]);
}

const sizes = [16, 32, 48];
const favicons = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })));
writeFileSync(`${publicDir}favicon.ico`, ico(favicons));
writeFileSync(`${publicDir}apple-touch-icon.png`, await png(180, { opaque: true }));
writeFileSync(`${publicDir}icon-192.png`, await png(192, { opaque: true }));
writeFileSync(`${publicDir}icon-512.png`, await png(512, { opaque: true }));
