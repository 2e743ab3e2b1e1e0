import type sharpModule from 'sharp';

/**
 * sharp, loaded at the image process's first image (image-process.ts): the
 * API process itself never loads it, so libvips' 28 MiB of RSS and its
 * threads stay out of the process that answers requests.
 *
 * Each image is made by one libvips thread (`concurrency(1)`; sharp's own
 * default is a thread per core, except on glibc Linux): the image maker sends
 * at most one image per core at once, so a burst of photos is a core's worth
 * of threads each, never more threads than cores.
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
