import { gzipSync } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Caches } from '../infrastructure/caching/caches.js';
import { MiB, type BoundedCache } from '../shared/bounded-cache.js';

interface Encoded {
  /** UTF-8, encoded once: a string would be encoded again on every write to the socket. */
  json: Buffer;
  gzip: Buffer;
}

/**
 * The JSON of answers a cache hands out many times (a city's summary, a kept
 * search page, an album's page), serialized and gzipped once per answer object. Encoding such
 * an answer per request cost more than the rest of the request, and sending
 * it uncompressed more still (docs/adr/023-search-answers-kept-per-query.md:
 * 0.32 to 0.50 of the canned route). Keyed by the object the search and city
 * caches hand out, so a new answer is encoded anew and correctness never
 * rests on the identity; an old one's bytes age out of the bound.
 */
@Injectable()
export class KeptAnswers {
  private readonly encoded: BoundedCache<object, Encoded>;

  constructor(@Inject(Caches) caches: Caches) {
    this.encoded = caches.create<object, Encoded>({
      name: 'encoded_answers',
      purpose: 'serializing and gzipping a kept search page or city summary per request',
      maxBytes: 32 * MiB,
      // Three times the JSON: the answer object it keeps alive is about twice its size.
      sizeOf: ({ json, gzip }) => 3 * json.length + gzip.length,
    });
  }

  /** The answer's bytes for this request: gzip when the client accepts it (as browsers do). */
  send(answer: object, acceptEncoding: string | undefined, reply: FastifyReply): Buffer {
    let bytes = this.encoded.get(answer);
    if (!bytes) {
      const json = Buffer.from(JSON.stringify(answer));
      bytes = { json, gzip: gzipSync(json) };
      this.encoded.set(answer, bytes);
    }
    reply.header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(acceptEncoding ?? '')) return bytes.json;
    reply.header('content-encoding', 'gzip');
    return bytes.gzip;
  }
}
