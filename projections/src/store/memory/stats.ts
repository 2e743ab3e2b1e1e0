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
  const stride = Math.max(1, Math.floor(documents / SAMPLE));
  let sampled = 0;
  let length = 0;
  let position = 0;
  for (const doc of state.documents.values()) {
    if (position++ % stride !== 0) continue;
    length += JSON.stringify(doc).length;
    if (++sampled === SAMPLE) break;
  }
  return { name, documents, bytes: Math.round((length / sampled) * documents) };
}
