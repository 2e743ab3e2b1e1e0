import { gzipSync } from 'node:zlib';

/** Answers per Accept-Encoding value: browsers send a handful of distinct ones. */
const gzipAccepted = new Map<string, boolean>();

/** Does an Accept-Encoding header take gzip? (`gzip;q=0` refuses it.) */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let accepted = gzipAccepted.get(acceptEncoding);
  if (accepted === undefined) {
    accepted = parseAcceptsGzip(acceptEncoding);
    // Bounded: the header is the client's to choose.
    if (gzipAccepted.size >= 100) gzipAccepted.clear();
    gzipAccepted.set(acceptEncoding, accepted);
  }
  return accepted;
}

function parseAcceptsGzip(acceptEncoding: string): boolean {
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

const gzipped = new WeakMap<Buffer, Buffer>();

/**
 * The gzip form of a response body that is itself cached and shared (the
 * group list hands the same Buffer to everyone with the same view): it is
 * compressed once, when first asked for, and kept as long as the body is.
 * Compressing per request would cost more than it saves on a fast network.
 */
export function gzippedOnce(body: Buffer): Buffer {
  let compressed = gzipped.get(body);
  if (!compressed) {
    compressed = gzipSync(body);
    gzipped.set(body, compressed);
  }
  return compressed;
}
