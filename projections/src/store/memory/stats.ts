/**
 * The size of a memory collection as /metrics reports it. Counting is free
 * (the Map's size); bytes are the average JSON length of a sample of
 * documents spread over the collection, times the count: a scrape serializes
 * at most SAMPLE documents per collection, and writes pay nothing.
 */
import type { CollectionStats } from '../document-store.port.js';
import type { CollectionState } from './catalog.js';

const SAMPLE = 64;

export function statsOf(name: string, state: CollectionState): CollectionStats {
  const documents = state.documents.size;
  if (documents === 0) return { name, documents, bytes: 0 };
  // Why by slot rather than values(): a collection on disk reads only the documents sampled.
  const { end } = state.documents;
  const stride = Math.max(1, Math.floor(end / SAMPLE));
  let sampled = 0;
  let length = 0;
  for (let slot = 0; slot < end && sampled < SAMPLE; slot += stride) {
    const doc = state.documents.at(slot);
    if (doc === undefined) continue;
    length += JSON.stringify(doc).length;
    sampled++;
  }
  if (sampled === 0) {
    // Free slots only where the stride fell: take the first documents instead.
    for (const doc of state.documents.values()) {
      length += JSON.stringify(doc).length;
      if (++sampled === SAMPLE) break;
    }
  }
  return { name, documents, bytes: Math.round((length / sampled) * documents) };
}
