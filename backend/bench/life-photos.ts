import sharp from 'sharp';
import { call, member, organizerWithGroup } from './support.js';

/**
 * A JPEG of noise, which compresses badly, as grass and fur do: at 2000 x 1500
 * and quality 90, a phone-sized photo of 2.2 MB.
 */
export async function noiseJpeg(width = 2000, height = 1500, quality = 90): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** A public group's meetup that `people` members are going to, starting within two minutes. */
export async function photoWalk(base: string, people: number) {
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
  const meetupId = String(meetup.id);
  const tokens: string[] = [];
  for (let i = 1; i <= people; i++) {
    const token = await member(base, i);
    await call(base, 'POST', `/api/groups/${groupId}/join`, token);
    await call(base, 'POST', `/api/meetups/${meetupId}/rsvp`, token, {});
    tokens.push(token);
  }
  /** Waits for the start on the server's clock, which is this machine's. */
  const started = async () => {
    while (Date.now() < startsAt + 1_000) await new Promise((resolve) => setTimeout(resolve, 500));
  };
  return { organizer, groupId, meetupId, tokens, started };
}

export type PhotoWalk = Awaited<ReturnType<typeof photoWalk>>;

/** A photo's upload URL (`POST /api/objects/upload`) with its bytes PUT there. */
export async function upload(base: string, token: string, photo: Buffer): Promise<string> {
  const { uploadURL } = (await call(base, 'POST', '/api/objects/upload', token)) as {
    uploadURL: string;
  };
  const put = await fetch(new URL(uploadURL, base), {
    method: 'PUT',
    body: new Uint8Array(photo),
    headers: { 'content-type': 'image/jpeg' },
  });
  if (!put.ok) throw new Error(`PUT upload: ${put.status}`);
  return uploadURL;
}

/** Adds an uploaded photo to the meetup's album. */
export const addPhoto = (base: string, meetupId: string, token: string, uploadURL: string) =>
  call(base, 'POST', `/api/meetups/${meetupId}/photos`, token, { objectURL: uploadURL });
