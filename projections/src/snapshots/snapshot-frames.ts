import type { DocumentList } from '../store/memory/documents.js';
import type { SnapshotChunk } from './snapshot-file.js';

/** Documents per frame at least, however large they are. */
const LEAST = 20;
/** How long one frame (serialise, seal, write) should keep the event loop. */
const FRAME_MS = 8;
/** The longest rest between two frames while serving. */
const MAX_REST_MS = 50;

/**
 * Captured documents in frames, for a write that shares the process with
 * requests. Each frame is serialised, sealed and written in one turn of the
 * event loop, so its size is what a request may wait for: a frame that took
 * longer than FRAME_MS halves the next one (large documents), a quick one
 * doubles it back up to `most`. While serving, the writer then rests as long
 * as the frame took (at most MAX_REST_MS): it takes about half of the
 * process's time at most, and less when requests keep the process busy
 * (docs/adr/031).
 */
export async function* framesOf(
  collections: readonly {
    collection: string;
    documents: Pick<DocumentList, 'length' | 'slice'>;
  }[],
  { most, serving }: { most: number; serving: () => boolean },
): AsyncGenerator<SnapshotChunk> {
  let size = most;
  for (const { collection, documents } of collections) {
    for (let start = 0; start < documents.length;) {
      const began = performance.now();
      yield { collection, documents: documents.slice(start, start + size) };
      start += size;
      // The consumer has serialised, sealed and written the frame by now.
      const took = performance.now() - began;
      if (took > FRAME_MS) size = Math.max(LEAST, Math.floor(size / 2));
      else if (took < FRAME_MS / 4) size = Math.min(most, size * 2);
      await new Promise((resolve) =>
        serving() ? setTimeout(resolve, Math.min(took, MAX_REST_MS)) : setImmediate(resolve),
      );
    }
  }
}
