import type { Filter } from './store/document-store.port.js';
import type {
  DocumentChange,
  EventOfType,
  ProjectionHandlers,
  ProjectionView,
} from './projection.js';

/*
 * A forgotten member (AccountDeleted, or MemberForgotten recorded by an
 * administrator) is folded the same way by every projection that holds their
 * personal data: the handler turns it into the values the event store's
 * redaction gives their older events (`contracts/personal-data.ts`), so a
 * replay after the deletion leaves the read models the deletion left.
 */

/** The events that forget a member: every trace of them leaves the read models, and the files that hold them. */
export const FORGETTING_EVENTS = ['AccountDeleted', 'MemberForgotten'] as const;

type Forgotten = EventOfType<'AccountDeleted'> | EventOfType<'MemberForgotten'>;

/** Handlers for both forgetting events, from one function of the member's id. */
export function whenForgotten(
  changes: (
    userId: string,
    event: Forgotten,
    view: ProjectionView,
  ) => DocumentChange[] | Promise<DocumentChange[]>,
): ProjectionHandlers {
  return {
    AccountDeleted: (event, view) => changes(event.data.userId, event, view),
    MemberForgotten: (event, view) => changes(event.data.userId, event, view),
  };
}

export const removeAll = (collection: string, filter: Filter): DocumentChange => ({
  collection,
  deleteMany: { filter },
});
