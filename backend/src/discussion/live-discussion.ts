import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type ChangeEvent,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import {
  DISCUSSION,
  type DiscussionDocument,
  type DiscussionPush,
} from '../contracts/discussion.js';
import { ReadModelChanges } from '../infrastructure/caching/read-model-changes.js';
import { LOGGER, type Logger } from '../shared/logger.js';
import { apartFrom, DiscussionReader } from './queries/discussion-reader.js';

/** How the gateway reaches a meetup's rooms: members and visitors, leaving out `except`'s sockets. */
export type PublishDiscussion = (
  meetupId: string,
  pushes: { members: DiscussionPush; visitors: DiscussionPush },
  except: readonly string[],
) => void;

/**
 * Turns changes of the discussion read model into pushes to the rooms of the
 * meetups the message is in, like the attendance pushes: a push follows the
 * projection, so what people see live is what the API answers. Rooms admit
 * only sockets whose people see the meetup (the gateway asks the access
 * policy on watch and evicts on access lost); the people on either side of
 * a block with the author are left out of each push.
 */
@Injectable()
export class LiveDiscussion implements OnModuleDestroy {
  private publish: PublishDiscussion | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(DiscussionReader) private readonly reader: DiscussionReader,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(ReadModelChanges) changes: ReadModelChanges,
  ) {
    this.unsubscribe = changes.subscribe(DISCUSSION, (change) => {
      if (this.publish) void this.changed(change);
    });
  }

  /** The gateway registers how to reach the rooms. */
  onPush(publish: PublishDiscussion): void {
    this.publish = publish;
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  private async changed(change: ChangeEvent<DiscussionDocument>): Promise<void> {
    const key = change.documentKey?._id;
    if (!key) return;
    try {
      const doc = await this.store.collection(DISCUSSION).findOne({ _id: key });
      if (!doc) return;
      const except = await apartFrom(this.store, doc.authorId);
      const pushes = await this.pushesOf(doc);
      for (const meetupId of doc.meetupIds)
        this.publish?.(
          meetupId,
          {
            members: { ...pushes.members, meetupId } as DiscussionPush,
            visitors: { ...pushes.visitors, meetupId } as DiscussionPush,
          },
          except,
        );
    } catch (error) {
      this.logger.error({ err: error, key }, 'live discussion push failed');
    }
  }

  private async pushesOf(doc: DiscussionDocument) {
    if (doc.hidden !== undefined || doc.deleted) {
      const removed = { meetupId: '', kind: 'removed', postId: doc.postId, replyId: doc.replyId };
      return { members: removed, visitors: removed };
    }
    if (doc.replyId !== null) {
      const [members, visitors] = await Promise.all([
        this.reader.reply(doc, true),
        this.reader.reply(doc, false),
      ]);
      return {
        members: { meetupId: '', kind: 'reply', message: members },
        visitors: { meetupId: '', kind: 'reply', message: visitors },
      };
    }
    const [[members], [visitors]] = await Promise.all([
      this.reader.present([doc], null, true),
      this.reader.present([doc], null, false),
    ]);
    return {
      members: { meetupId: '', kind: 'post', message: members },
      visitors: { meetupId: '', kind: 'post', message: visitors },
    };
  }
}
