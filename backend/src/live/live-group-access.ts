import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { GROUPS, GROUP_MEMBERS } from '../contracts/read-models.js';
import { ReadModelChanges } from '../infrastructure/caching/read-model-changes.js';
import { canSeeGroupContent } from '../contracts/access-policy.js';

/** `userId`: one person lost access; null: anyone may have (the group stopped being public). */
export type AccessLost = (groupId: string, userId: string | null) => void;

/**
 * Tells the live rooms when someone may no longer see a group's meetups: a
 * membership gone (GroupLeft, GroupMemberRemoved) or a group that is not
 * public (GroupKindChanged, and any later change to such a group). Like the
 * attendance pushes it follows the read store, so the rooms change the moment
 * the API's answers do.
 */
@Injectable()
export class LiveGroupAccess implements OnModuleDestroy {
  private listener: AccessLost | undefined;
  private readonly unsubscribe: (() => void)[];

  constructor(@Inject(ReadModelChanges) changes: ReadModelChanges) {
    this.unsubscribe = [
      changes.subscribe(GROUP_MEMBERS, (change) => {
        if (change.operationType !== 'delete' || !change.documentKey) return;
        // A membership's key is `<groupId>:<userId>` (deletes carry only the key).
        const [groupId, userId] = change.documentKey._id.split(':');
        if (groupId && userId) this.listener?.(groupId, userId);
      }),
      changes.subscribe(
        GROUPS,
        (change) => {
          const groupId = change.documentKey?._id;
          const kind = change.fullDocument?.kind;
          // Without the document (a change stream may omit it), assume the worst: re-check.
          if (groupId && (kind === undefined || !canSeeGroupContent({ kind }, { isMember: false })))
            this.listener?.(groupId, null);
        },
        { fullDocument: 'updateLookup' },
      ),
    ];
  }

  /** The gateway registers how to empty the rooms. */
  onAccessLost(listener: AccessLost): void {
    this.listener = listener;
  }

  onModuleDestroy(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
  }
}
