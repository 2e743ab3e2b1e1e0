/**
 * The 50 uploaders of the life bench's photos line, on their own thread: they
 * are other people's phones, and sending 50 requests at once keeps a thread
 * busy for tens of milliseconds, which the probe timing the unrelated GET
 * must not share (it would count the sender's own stall as the server's).
 * Reports `added` or `failed` per photo to the thread that started it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { addPhoto } from './life-photos.js';

export interface PhotoBurst {
  base: string;
  meetupId: string;
  uploads: { token: string; uploadURL: string }[];
}

const { base, meetupId, uploads } = workerData as PhotoBurst;
await Promise.all(
  uploads.map(({ token, uploadURL }) =>
    addPhoto(base, meetupId, token, uploadURL).then(
      () => parentPort?.postMessage('added'),
      (error: unknown) => parentPort?.postMessage(`failed: ${String(error)}`),
    ),
  ),
);
