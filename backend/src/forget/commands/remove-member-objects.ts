import { PhotoAdded } from '../../contracts/events/photo.events.js';
import type { EventOf } from '../../contracts/event-definition.js';
import { START, type EventStore, type GlobalPosition } from '../../event-store/event-store.port.js';
import type { ObjectStorage } from '../../infrastructure/object-storage/object-storage.port.js';
import { uploadKey } from '../../objects/index.js';
import type { AccountFootprint } from '../queries/account-footprint/account-footprint.query.js';

/**
 * The files of every album photo the member added after `after` and up to
 * `until` (their forgetting event), read from the log: album streams are per
 * meetup, so no stream of theirs lists them. From START it is every photo
 * they ever added (`npm run forget`, which has no read models); a photo
 * deleted since is looked for again, and deleting a missing file is no error.
 */
export async function albumPhotoKeysInLog(
  events: EventStore,
  userId: string,
  after: GlobalPosition = START,
  until?: GlobalPosition,
): Promise<string[]> {
  const keys: string[] = [];
  for await (const event of events.readAll(after)) {
    if (until !== undefined && event.position > until) break;
    if (event.type !== PhotoAdded.type) continue;
    const { uploaderId, sizes } = event.data as EventOf<typeof PhotoAdded>['data'];
    if (uploaderId === userId) keys.push(sizes.thumbKey, sizes.fullKey);
  }
  return keys;
}

/**
 * After a member's forgetting event is stored at `forgottenAt`: deletes the
 * objects the read models knew of (the footprint), their pending uploads,
 * `extra` keys, and the album photos the log holds between the footprint's
 * read and the forgetting. That last part closes the race with a photo being
 * added meanwhile: one recorded before the forgetting is found here; one
 * recorded after it is withdrawn by the photo's own handler, which looks at
 * the account again after its append (photos module, AddPhotoHandler).
 */
export async function removeMemberObjects(
  objects: ObjectStorage,
  events: EventStore,
  userId: string,
  footprint: Pick<AccountFootprint, 'objectKeys' | 'photosAt'>,
  forgottenAt: GlobalPosition | null,
  extra: string[] = [],
): Promise<void> {
  const [uploads, lately] = await Promise.all([
    objects.list(uploadKey(userId, '')),
    forgottenAt === null
      ? Promise.resolve([])
      : albumPhotoKeysInLog(events, userId, footprint.photosAt, forgottenAt),
  ]);
  const keys = new Set([
    ...extra,
    ...footprint.objectKeys,
    ...lately,
    ...uploads.map((object) => object.key),
  ]);
  await Promise.all([...keys].map((key) => objects.delete(key)));
}
