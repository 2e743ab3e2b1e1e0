import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.js';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) =>
      typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]),
    ),
  );

describe('detectImageType', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF')],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR')],
    ['gif', bytes('GIF87a', 1, 0)],
    ['gif', bytes('GIF89a', 1, 0)],
    ['webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ')],
  ])('knows %s by its first bytes', (type, file) => {
    expect(detectImageType(file)).toBe(type);
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an SVG with an XML declaration', bytes('<?xml version="1.0"?><svg/>')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['a Windows executable', bytes('MZ', 0x90, 0)],
    ['a PDF', bytes('%PDF-1.7')],
    ['a WAV (RIFF, not WEBP)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['TIFF', bytes('II*', 0)],
    ['BMP', bytes('BM', 0, 0, 0, 0)],
    ['HEIC', bytes(0, 0, 0, 0x18, 'ftypheic')],
    ['GIF90a', bytes('GIF90a')],
    ['a lone JPEG start', bytes(0xff, 0xd8)],
    ['a cut PNG signature', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a)],
    ['RIFF cut before its form type', bytes('RIFF', 0, 0, 0, 0, 'WEB')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, file) => {
    expect(detectImageType(file)).toBeNull();
  });
});
