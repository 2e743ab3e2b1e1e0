import { randomUUID } from 'node:crypto';
import { PhotoAdded } from '../../contracts/events/photo.events.js';
import type { EventOf } from '../../contracts/event-definition.js';
import { START, type EventStore, type GlobalPosition } from '../../event-store/event-store.port.js';
import type { ObjectStorage } from '../../infrastructure/object-storage/object-storage.port.js';
import { uploadKey } from '../../objects/index.js';
import { albumDecider, albumPhotoKeys, albumStream } from '../../photos/index.js';
import type { Aggregates } from '../../shared/aggregates.js';
import type { CommandContext } from '../../shared/command-context.js';
import type {
  AccountFootprint,
  AlbumPhotoRef,
} from '../queries/account-footprint/account-footprint.query.js';

/**
 * Every album photo the member added after `after` and up to `until` (their
 * forgetting event), read from the log: album streams are per meetup, so no
 * stream of theirs lists them. From START it is every photo they ever added
 * (`npm run forget`, which has no read models); a photo deleted since is
 * found again, and deleting a missing file or withdrawing a deleted photo is
 * no error.
 */
export async function albumPhotosInLog(
  events: EventStore,
  userId: string,
  after: GlobalPosition = START,
  until?: GlobalPosition,
): Promise<AlbumPhotoRef[]> {
  const photos: AlbumPhotoRef[] = [];
  for await (const event of events.readAll(after)) {
    if (until !== undefined && event.position > until) break;
    if (event.type !== PhotoAdded.type) continue;
    const { uploaderId, meetupId, photoId } = event.data as EventOf<typeof PhotoAdded>['data'];
    if (uploaderId === userId) photos.push({ meetupId, photoId });
  }
  return photos;
}

/**
 * After a member's forgetting event is stored at `forgottenAt`: deletes the
 * objects the read models knew of (the footprint), their pending uploads,
 * `extra` keys, and the files of their album photos, those the read models
 * listed and those the log holds between the footprint's read and the
 * forgetting. That last part closes the race with a photo being added
 * meanwhile: one recorded before the forgetting is found here; one recorded
 * after it is withdrawn by the photo's own handler, which looks at the
 * account again after its append (photos module, AddPhotoHandler).
 *
 * Then each of those photos is withdrawn from its album (`PhotoDeleted`, by
 * its uploader): the album's rules stop counting it, and pages that show the
 * album see it go live, through the push every deleted photo takes
 * (docs/adr/038-live-album-pushes.md). The read models dropped it already
 * with the forgetting event.
 */
export async function removeMemberObjects(
  parts: { objects: ObjectStorage; events: EventStore; aggregates: Aggregates },
  userId: string,
  footprint: Pick<AccountFootprint, 'objectKeys' | 'albumPhotos' | 'photosAt'>,
  forgotten: { position: GlobalPosition | null; context: CommandContext },
  extra: string[] = [],
): Promise<void> {
  const { objects, events, aggregates } = parts;
  const [uploads, lately] = await Promise.all([
    objects.list(uploadKey(userId, '')),
    forgotten.position === null
      ? Promise.resolve([])
      : albumPhotosInLog(events, userId, footprint.photosAt, forgotten.position),
  ]);
  const photos = new Map(
    [...footprint.albumPhotos, ...lately].map((photo) => [photo.photoId, photo]),
  );
  const keys = new Set([
    ...extra,
    ...footprint.objectKeys,
    ...[...photos.keys()].flatMap((photoId) => Object.values(albumPhotoKeys(photoId))),
    ...uploads.map((object) => object.key),
  ]);
  await Promise.all([...keys].map((key) => objects.delete(key)));
  await Promise.all(
    [...photos.values()].map(({ meetupId, photoId }) =>
      aggregates.handle({
        stream: albumStream(meetupId),
        decider: albumDecider,
        context: { ...forgotten.context, commandId: randomUUID() },
        command: { type: 'WithdrawForgottenPhoto', meetupId, photoId, uploaderForgotten: true },
      }),
    ),
  );
}
