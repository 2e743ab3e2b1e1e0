import { Worker } from 'node:worker_threads';
import { probe } from './replay-latency.bench.js';
import { albumPage } from './life-album.js';
import { lifeDiscussionBench } from './life-discussion.js';
import { noiseJpeg, photoWalk, upload, type PhotoWalk } from './life-photos.js';
import type { PhotoBurst } from './photo-burst.worker.js';
import { format, startApp, stopServer, type Row } from './support.js';

const UPLOADERS = 50;
const TARGET_RATIO = 3;
const IDLE_MS = 5_000;

const PARTS = ['discussion', 'photos', 'album'] as const;
type Part = (typeof PARTS)[number];

/**
 * LIFE_BENCH_PARTS: the lines to run, comma-separated (`discussion`,
 * `photos`, `album`); all three when unset. An unknown part is an error, not
 * a silent empty run.
 */
export function lifeParts(parts = process.env.LIFE_BENCH_PARTS): ReadonlySet<Part> {
  if (parts === undefined || parts.trim() === '') return new Set(PARTS);
  const asked = parts.split(',').map((part) => part.trim());
  const unknown = asked.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0)
    throw new Error(
      `LIFE_BENCH_PARTS: unknown part(s) ${unknown.join(', ')}; use ${PARTS.join(', ')}`,
    );
  return new Set(asked as Part[]);
}

/**
 * `npm run bench -- life`: a discussion post's fan-out, 50 photos at once, an
 * album of 200 (`LIFE_BENCH_PARTS` for some of them).
 */
export async function lifeBench(): Promise<Row[]> {
  const parts = lifeParts();
  const discussion = parts.has('discussion') ? await lifeDiscussionBench() : [];
  const photos = parts.has('photos') || parts.has('album') ? await lifePhotosBench(parts) : [];
  return [...discussion, ...photos];
}

/**
 * The photo lines, on one server: 50 photos at once, then the album filled to
 * 200 and read. The album alone fills all 200 with small photos.
 */
export async function lifePhotosBench(parts: ReadonlySet<Part>): Promise<Row[]> {
  const server = await startApp('life', { BENCH_ROUTES: 'true' });
  try {
    const walk = await photoWalk(server.url, UPLOADERS);
    // Photos open at the meetup's start; photosAtOnce waits for it after its uploads.
    const { rows, added } = parts.has('photos')
      ? await photosAtOnce(server.url, walk)
      : await walk.started().then(() => ({ rows: [], added: 0 }));
    return parts.has('album') ? [...rows, ...(await albumPage(server.url, walk, added))] : rows;
  } finally {
    await stopServer(server.process);
  }
}

/**
 * 50 people who went add a 2 MB photo each at once; an unrelated visitor's
 * GET /api/meetups/{id} is probed open-loop before (idle) and while the sizes
 * are made. The sizes are made in the image process at the lowest CPU
 * priority, one image per core at once (docs/adr/041-images-in-a-low-priority-process.md),
 * so the event loop keeps answering.
 */
async function photosAtOnce(
  base: string,
  walk: PhotoWalk,
): Promise<{ rows: Row[]; added: number }> {
  const photo = await noiseJpeg();
  const uploads = await Promise.all(
    walk.tokens.map(async (token) => ({ token, uploadURL: await upload(base, token, photo) })),
  );
  await walk.started();

  const url = `${base}/api/meetups/${walk.meetupId}`;
  const idle = await probe(url, {}, IDLE_MS);
  let finished = 0;
  let failed = 0;
  const started = performance.now();
  const adding = addFromAnotherThread({ base, meetupId: walk.meetupId, uploads }, (outcome) => {
    if (outcome === 'added') finished += 1;
    else {
      failed += 1;
      console.error(outcome);
    }
  });
  // Probed in rounds of 2 s until the last photo is added; the figure is the p99 of every
  // probe in that window. The worst round's p99 and the slowest probe are shown beside it:
  // the 50 requests arriving at once take their own turns of the event loop.
  const busy = [];
  while (finished + failed < UPLOADERS) busy.push(await probe(url, {}, 2_000));
  await adding;
  const elapsed = performance.now() - started;
  const pooled = busy.flatMap((round) => round.samples).sort((a, b) => a - b);
  const busyP99 = pooled[Math.min(pooled.length - 1, Math.floor(0.99 * pooled.length))]!;
  const worstRound = Math.max(...busy.map((round) => round.p99));
  const ratio = busyP99 / idle.p99;
  const rows = [
    {
      name: `GET /api/meetups/{id} p99 while ${UPLOADERS} x 2 MB photos are processed (${format(Math.round(elapsed))} ms)`,
      baseline: `${idle.p99.toFixed(1)} ms idle`,
      measured: `${busyP99.toFixed(1)} ms (${pooled.length} probes; worst 2 s round ${worstRound.toFixed(1)}, slowest ${pooled.at(-1)!.toFixed(1)})`,
      ratio: Math.round(ratio * 100) / 100,
      target: `<= ${TARGET_RATIO}x`,
      pass: ratio <= TARGET_RATIO,
    },
    {
      name: 'Uploads that finished',
      baseline: `${UPLOADERS}`,
      measured: `${finished} (failed ${failed})`,
      ratio: finished / UPLOADERS,
      target: '= 1',
      pass: finished === UPLOADERS,
    },
  ];
  return { rows, added: finished };
}

/** Runs the burst in `photo-burst.worker.ts`; resolves when the thread ends. */
function addFromAnotherThread(burst: PhotoBurst, report: (outcome: string) => void): Promise<void> {
  const worker = new Worker(new URL('./photo-burst.worker.ts', import.meta.url), {
    workerData: burst,
  });
  worker.on('message', report);
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', () => resolve());
  });
}
