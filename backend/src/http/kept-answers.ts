import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

interface Encoded {
  json: string;
  gzip: Buffer;
}

/**
 * The JSON of answers a cache hands out many times (a city's summary, a kept
 * search page), serialized and gzipped once per answer object. Encoding such
 * an answer per request cost more than the rest of the request, and sending
 * it uncompressed more still (docs/performance.md). Keyed by the object the
 * cache hands out, so a new answer is encoded anew and an old one's bytes go
 * with it; an answer that is not kept is merely encoded once more.
 */
export class KeptAnswers<T extends object> {
  private readonly encoded = new WeakMap<T, Encoded>();

  /** The answer's bytes for this request: gzip when the client accepts it (as browsers do). */
  send(answer: T, acceptEncoding: string | undefined, reply: FastifyReply): string | Buffer {
    let bytes = this.encoded.get(answer);
    if (!bytes) {
      const json = JSON.stringify(answer);
      bytes = { json, gzip: gzipSync(json) };
      this.encoded.set(answer, bytes);
    }
    reply.header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(acceptEncoding ?? '')) return bytes.json;
    reply.header('content-encoding', 'gzip');
    return bytes.gzip;
  }
}
