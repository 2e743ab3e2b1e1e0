import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { GroupHistoryEntry } from '../../../contracts/groups.js';

/** Where a page starts: after the entry at this log position with this id, newest first. */
export interface HistoryPosition {
  position: string;
  id: string;
}

/** An entry with its place in the history, which the next page's cursor names. */
export type PlacedHistoryEntry = GroupHistoryEntry & { position: string };

/** What happened in a group, newest first, a page at a time (organizers; administrators audit). */
export class GetGroupHistory extends Query<PlacedHistoryEntry[]> {
  constructor(
    readonly groupId: string,
    readonly viewer: AuthenticatedUser,
    readonly take: number,
    readonly after: HistoryPosition | undefined,
  ) {
    super();
  }
}
