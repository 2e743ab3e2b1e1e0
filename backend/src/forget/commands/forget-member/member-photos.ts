import type { EventStore } from '../../../event-store/event-store.port.js';
import { dogsStream } from '../../../dogs/index.js';
import { userStream } from '../../../accounts/index.js';
import { objectKeyOf } from '../../queries/account-footprint/account-footprint.query-handler.js';

/**
 * Every profile and dog photo a member ever set, as object keys, read from
 * their own streams while their key still opens them. Read from the log, not
 * the read models, so `npm run forget` (which has none) finds them too, and a
 * photo replaced long ago is deleted with the rest.
 */
export async function memberPhotoKeys(events: EventStore, userId: string): Promise<string[]> {
  const urls: unknown[] = [];
  for (const stream of [userStream(userId), dogsStream(userId)]) {
    for await (const event of events.readStream(stream)) {
      const data = event.data as {
        profilePicture?: unknown;
        changes?: { profilePicture?: unknown };
      };
      urls.push(data.profilePicture, data.changes?.profilePicture);
    }
  }
  const keys = urls.map((url) => (typeof url === 'string' ? objectKeyOf(url) : null));
  return [...new Set(keys.filter((key) => key !== null))];
}
