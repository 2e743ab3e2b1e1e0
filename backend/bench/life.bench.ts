import sharp from 'sharp';
import { probe } from './replay-latency.bench.js';
import { lifeDiscussionBench } from './life-discussion.js';
import {
  call,
  format,
  member,
  organizerWithGroup,
  startApp,
  stopServer,
  type Row,
} from './support.js';

const UPLOADERS = 50;
const TARGET_RATIO = 3;
const IDLE_MS = 5_000;

/** A phone-sized photo of 2.2 MB (2000 x 1500): noise compresses badly, as grass and fur do. */
async function twoMegabyteJpeg(): Promise<Buffer> {
  const width = 2000;
  const height = 1500;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** `npm run bench -- life`: a discussion post's fan-out, then 50 photos at once. */
export async function lifeBench(): Promise<Row[]> {
  return [...(await lifeDiscussionBench()), ...(await photosAtOnce())];
}

/**
 * 50 people who went add a 2 MB photo each at once; an unrelated visitor's
 * GET /api/meetups/{id} is probed open-loop before (idle) and while the sizes
 * are made. sharp runs in the threadpool and PhotoSizer bounds how many
 * images are made at once, so the event loop keeps answering.
 */
async function photosAtOnce(): Promise<Row[]> {
  const server = await startApp('life');
  const base = server.url;
  try {
    const { organizer, groupId } = await organizerWithGroup(base, 'Bench Photo Walkers');
    // Starts in a minute: RSVPs close at the start, photos open then.
    const startsAt = Math.ceil((Date.now() + 70_000) / 60_000) * 60_000;
    const meetup = await call(base, 'POST', '/api/meetups', organizer, {
      groupId,
      title: 'Bench photo walk',
      description: 'Fifty cameras at once.',
      location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
      locationDisplay: 'Zilker Park',
      latitude: 30.2669,
      longitude: -97.7729,
      date: new Date(startsAt).toISOString(),
      maxAttendees: 100,
      parkType: 'dog_park',
    });
    const tokens: string[] = [];
    for (let i = 1; i <= UPLOADERS; i++) {
      const token = await member(base, i);
      await call(base, 'POST', `/api/groups/${groupId}/join`, token);
      await call(base, 'POST', `/api/meetups/${String(meetup.id)}/rsvp`, token, {});
      tokens.push(token);
    }
    const photo = await twoMegabyteJpeg();
    const uploads = await Promise.all(
      tokens.map(async (token) => {
        const { uploadURL } = (await call(base, 'POST', '/api/objects/upload', token)) as {
          uploadURL: string;
        };
        const put = await fetch(new URL(uploadURL, base), {
          method: 'PUT',
          body: new Uint8Array(photo),
          headers: { 'content-type': 'image/jpeg' },
        });
        if (!put.ok) throw new Error(`PUT upload: ${put.status}`);
        return { token, uploadURL };
      }),
    );
    // Waits for the start on the server's clock, which is this machine's.
    while (Date.now() < startsAt + 1_000) await new Promise((resolve) => setTimeout(resolve, 500));

    const url = `${base}/api/meetups/${String(meetup.id)}`;
    const idle = await probe(url, {}, IDLE_MS);
    let finished = 0;
    let failed = 0;
    const started = performance.now();
    const adding = Promise.all(
      uploads.map(({ token, uploadURL }) =>
        call(base, 'POST', `/api/meetups/${String(meetup.id)}/photos`, token, {
          objectURL: uploadURL,
        }).then(
          () => (finished += 1),
          () => (failed += 1),
        ),
      ),
    );
    // Probed in rounds while the photos are processed, until the last one is added; the worst
    // round's p99 is the figure (conservative: no round is averaged away).
    const busy = [];
    while (finished + failed < UPLOADERS) busy.push(await probe(url, {}, 2_000));
    await adding;
    const elapsed = performance.now() - started;
    const busyP99 = Math.max(...busy.map((round) => round.p99));
    const ratio = busyP99 / idle.p99;
    return [
      {
        name: `GET /api/meetups/{id} p99 while ${UPLOADERS} x 2 MB photos are processed (${format(Math.round(elapsed))} ms)`,
        baseline: `${idle.p99.toFixed(1)} ms idle`,
        measured: `${busyP99.toFixed(1)} ms`,
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
  } finally {
    await stopServer(server.process);
  }
}
