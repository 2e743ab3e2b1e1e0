import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { canActOnPhotos, canSeeMeetup } from '../contracts/access-policy.js';
import type { PhotoDeleted } from '../contracts/events/photo.events.js';
import type { AlbumPhoto, AlbumPush } from '../contracts/photos.js';
import { MEETUPS, PHOTOS, type PhotoDocument } from '../contracts/read-models.js';
import {
  EVENT_STORE,
  type EventStore,
  type StoredEvent,
  type Subscription,
} from '../event-store/event-store.port.js';
import type { AuthenticatedUser } from '../http/request-context.js';
import { ReadModelChanges } from '../infrastructure/caching/read-model-changes.js';
import { CLOCK, type Clock } from '../shared/clock.port.js';
import { LOGGER, type Logger } from '../shared/logger.js';
import { AlbumReader } from './queries/album-reader.js';

/** A socket watching a meetup's album or its group's photos, and whose it is (null: a visitor). */
export interface AlbumWatcher {
  socketId: string;
  user: AuthenticatedUser | null;
}

/** How LivePhotos reaches this process's sockets; the live gateway provides it. */
export interface AlbumSockets {
  /** The sockets watching the meetup (its event page) or its group (the group's photos page). */
  watching(meetupId: string, groupId: string | null): Promise<AlbumWatcher[]>;
  send(socketIds: string[], push: AlbumPush): void;
}

type Deleted = StoredEvent<'PhotoDeleted', PhotoDeleted['data']>;

/** Deletions whose read-model change has not arrived yet, at most this many remembered. */
const PENDING_MAX = 1_000;

/**
 * Turns album changes into `album:photo` pushes, like the discussion's: a
 * push follows the projection, so what people see live is what the API
 * answers. Each watcher gets the photo as they see it (their `canDelete`),
 * and only watchers the access policy lets see the meetup get anything: the
 * album's read rule, asked again at each push on top of the rooms' own check.
 *
 * A deleted photo leaves no document to say which album it was in, so a
 * deletion is the join of two things: the `PhotoDeleted` event (which names
 * the meetup; followed live from the log's head, no checkpoint: a socket
 * that missed it refetches on reconnect) and the read model's delete of that
 * photo. Whichever comes second sends the push, so it never runs ahead of
 * the API's answers. A forgotten member's photos take the same way: the
 * forgetting withdraws each (`PhotoDeleted`) after the read model dropped
 * them all.
 */
@Injectable()
export class LivePhotos implements OnApplicationBootstrap, OnModuleDestroy {
  private sockets: AlbumSockets | undefined;
  private subscription: Subscription | null = null;
  private readonly unsubscribe: () => void;
  /** photoId -> its meetup, for deletions logged whose document is still there. */
  private readonly pending = new Map<string, string>();

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(AlbumReader) private readonly albums: AlbumReader,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(ReadModelChanges) changes: ReadModelChanges,
  ) {
    this.unsubscribe = changes.subscribe(PHOTOS, (change) => {
      const photoId = change.documentKey?._id;
      if (!photoId || !this.sockets) return;
      if (change.operationType === 'delete') this.settle(photoId);
      else void this.changed(photoId);
    });
  }

  /** The gateway registers how to reach the sockets. */
  onPush(sockets: AlbumSockets): void {
    this.sockets = sockets;
  }

  async onApplicationBootstrap(): Promise<void> {
    const head = await this.events.headPosition();
    this.subscription = this.events.subscribeToAll(
      head,
      (event) => (event.type === 'PhotoDeleted' ? this.deleted(event as Deleted) : undefined),
      { onError: (error) => this.logger.error({ err: error }, 'live photo deletions stopped') },
    );
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe();
    await this.subscription?.stop();
  }

  private async deleted(event: Deleted): Promise<void> {
    const { photoId, meetupId } = event.data;
    if (!this.sockets) return;
    // Remembered before looking, so a delete change arriving meanwhile finds it.
    this.pending.set(photoId, meetupId);
    if (this.pending.size > PENDING_MAX) this.pending.delete(this.pending.keys().next().value!);
    const still = await this.store.collection(PHOTOS).findOne({ _id: photoId });
    if (!still) this.settle(photoId);
  }

  /** The read model no longer has the photo: tell its album's watchers, once. */
  private settle(photoId: string): void {
    const meetupId = this.pending.get(photoId);
    if (meetupId === undefined) return;
    this.pending.delete(photoId);
    void this.publish(meetupId, null, (groupId) => ({
      meetupId,
      groupId,
      kind: 'removed',
      photoId,
    }));
  }

  private async changed(photoId: string): Promise<void> {
    const photo = await this.store.collection(PHOTOS).findOne({ _id: photoId });
    if (!photo) return;
    await this.publish(photo.meetupId, photo, (groupId, shown) =>
      shown
        ? { meetupId: photo.meetupId, groupId, kind: 'photo', photo: shown }
        : { meetupId: photo.meetupId, groupId, kind: 'removed', photoId },
    );
  }

  /**
   * Sends each watcher of the meetup's album the push made for them. `photo`
   * null or hidden: a removal, the same for all.
   */
  private async publish(
    meetupId: string,
    photo: PhotoDocument | null,
    make: (groupId: string | null, shown: AlbumPhoto | null) => AlbumPush,
  ): Promise<void> {
    try {
      const meetup = await this.store.collection(MEETUPS).findOne({ _id: meetupId });
      if (!meetup || !this.sockets) return;
      const watchers = await this.sockets.watching(meetupId, meetup.groupId);
      const byViewer = new Map<string, AlbumWatcher[]>();
      for (const watcher of watchers) {
        const key = watcher.user?.id ?? '';
        byViewer.set(key, [...(byViewer.get(key) ?? []), watcher]);
      }
      const shown = photo && !photo.hidden;
      const groups = [...byViewer.values()];
      const allFacts = await this.albums.factsForEach(
        meetup,
        groups.map((group) => group[0]!.user),
      );
      let presented: AlbumPhoto | undefined;
      for (const [index, group] of groups.entries()) {
        const facts = allFacts[index]!;
        if (!canSeeMeetup(facts.meetup, facts.viewer)) continue;
        let push: AlbumPush;
        if (shown) {
          presented ??= (await this.albums.present([photo], facts, this.clock.now()))[0]!;
          const canDelete = canActOnPhotos('delete', facts.meetup, facts.viewer, photo);
          push = make(meetup.groupId, { ...presented, canDelete });
        } else push = make(meetup.groupId, null);
        this.sockets.send(
          group.map((watcher) => watcher.socketId),
          push,
        );
      }
    } catch (error) {
      this.logger.error({ err: error, meetupId }, 'live photo push failed');
    }
  }
}
