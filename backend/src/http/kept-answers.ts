import { gzipSync } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Caches } from '../infrastructure/caching/caches.js';
import { AnswerMemo } from '../shared/answer-memo.js';

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
 * 0.32 to 0.50 of the canned route). Kept per object the search, city and
 * album caches hand out, for as long as it lives (AnswerMemo), so a new
 * answer is encoded anew and correctness never rests on the identity.
 */
@Injectable()
export class KeptAnswers {
  private readonly encoded = new AnswerMemo<object, Encoded>({
    name: 'encoded_answers',
    purpose: 'serializing and gzipping a kept search page, city summary or album page per request',
    sizeOf: ({ json, gzip }) => json.length + gzip.length,
  });

  constructor(@Inject(Caches) caches: Caches) {
    caches.report(this.encoded);
  }

  /** The answer's bytes for this request: gzip when the client accepts it (as browsers do). */
  send(answer: object, acceptEncoding: string | undefined, reply: FastifyReply): Buffer {
    const bytes = this.encoded.get(answer, encode);
    reply.header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(acceptEncoding ?? '')) return bytes.json;
    reply.header('content-encoding', 'gzip');
    return bytes.gzip;
  }
}

function encode(answer: object): Encoded {
  const json = Buffer.from(JSON.stringify(answer));
  return { json, gzip: gzipSync(json) };
}
