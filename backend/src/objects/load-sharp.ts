import type sharpModule from 'sharp';

/**
 * sharp, loaded at the first image: libvips adds 28 MiB to the process's RSS
 * once loaded, and most servers never resize a photo.
 *
 * Each image is made by one libvips thread (`concurrency(1)`; sharp's own
 * default is a thread per core, except on glibc Linux): with callers making
 * at most `cores - 1` images at once, one pipeline at a time each, the event
 * loop keeps a core while photos are processed (docs/performance.md, `life`).
 */
export function loadSharp(): Promise<typeof sharpModule> {
  // Imported once: each import() of an ESM module is resolved again through the loader's hooks.
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

let loading: Promise<typeof sharpModule> | undefined;
