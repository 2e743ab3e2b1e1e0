/**
 * The read models the embedded server keeps on disk rather than in its heap
 * (MemoryDocumentStore's `onDisk`, docs/adr/044-cold-read-models-on-disk.md):
 * collections no page view reads. Each is found through its `_id` or an
 * index, so a read decodes the few documents it needs.
 *
 * - `meetup_history`, `group_history`: the audit trails, read by organizers
 *   and administrators on their history pages and by a member's data export.
 * - `notification_reminders`: read by the reminder timer through its
 *   `{ dueHour, fired }` index (the reminders due within a few hours) and by
 *   the notifications projection per meetup.
 * - `notify_*`: the facts the notifications projection keeps for its own
 *   folds; no reader outside it.
 * - `notifications`: the in-app notifications, read per person through the
 *   `{ recipients, createdAt }` index (their list, their unread count) and
 *   by `_id`; forgetting a member finds what they did through `{ actorId }`.
 *   A person's few dozen are decoded when their list or count is asked for:
 *   no page view reads them, the notifications menu and its pushes do.
 * - `notification_emails`: the outbox. The senders find the queued and
 *   sending emails through the `{ status, notBefore }` index, the admin
 *   outbox page counts by status from that index and lists the latest 50 by
 *   walking natural order backwards (`$natural: -1`), forgetting a member
 *   finds theirs through `{ userId }`.
 */
import { GROUP_HISTORY, MEETUP_HISTORY } from '@packmeet/backend/contracts/read-models';
import {
  NOTIFICATIONS,
  NOTIFICATION_EMAILS,
  NOTIFICATION_REMINDERS,
} from '@packmeet/backend/contracts/notifications';
import { factCollections } from './notifications/notification-facts.js';
import { NOTIFY_DOGS } from './notifications/playmate-notifications.js';
import { REPLAY_SUFFIX, VERIFY_SUFFIX } from './runner/blue-green-replay.js';

export const COLD_COLLECTIONS: ReadonlySet<string> = new Set([
  MEETUP_HISTORY,
  GROUP_HISTORY,
  NOTIFICATIONS,
  NOTIFICATION_REMINDERS,
  NOTIFICATION_EMAILS,
  ...factCollections,
  NOTIFY_DOGS,
]);

/**
 * Whether collection `name` is cold. A replay's and a verification's copies
 * (`<name>__replay`, `<name>__verify`) are in the same tier as `<name>`: a
 * replay renames its copies over the live collections.
 */
export function isColdCollection(name: string): boolean {
  for (const suffix of [REPLAY_SUFFIX, VERIFY_SUFFIX]) {
    if (name.endsWith(suffix)) return COLD_COLLECTIONS.has(name.slice(0, -suffix.length));
  }
  return COLD_COLLECTIONS.has(name);
}
